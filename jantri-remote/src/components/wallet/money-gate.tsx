import { useJantriT } from '../../lib/i18n';
import { useSpecWords } from '../../lib/spec-words';
import type { ReactNode } from 'react';
import { AgeGate } from './age-gate';
import { useMoneyStatus } from '../../lib/api/money-status';
import { moneyMode } from '../../lib/money-mode';
import { MoneyOffPage } from './money-off-page';
import { PlayReminder } from './play-reminder';

/**
 * Every money screen goes through this (DESIGN section 8): `off` shows why the screen is closed,
 * `real` asks for the 18+ confirmation first and reminds after every hour; `demo` passes.
 */
export function MoneyGate({ title, children }: { title: string; children: ReactNode }) {
  const mode = moneyMode();
  const status = useMoneyStatus(mode === 'real');
  const t = useJantriT();
  const say = useSpecWords();
  if (mode === 'off') return <MoneyOffPage title={title} />;
  if (mode === 'demo') return <>{children}</>;
  if (status.isPending)
    return (
      <div className="page" role="status">
        <span className="spinner" aria-hidden="true" /> {t('common.loading')}
      </div>
    );
  if (status.isError)
    return (
      <p className="page form-error" role="alert">
        {say(status.error.message)}
      </p>
    );
  if (!status.data.data.age_confirmed) return <AgeGate />;
  return (
    <>
      <PlayReminder />
      {children}
    </>
  );
}

import type { ReactNode } from 'react';
import { AgeGate } from './age-gate';
import { useMoneyStatus } from '../../lib/api/money-status';
import { moneyMode } from '../../lib/money-mode';
import { MoneyOffPage } from './money-off-page';
import { PlayReminder } from './play-reminder';
import { MoneyStatusWait } from './money-status-wait';

/**
 * Every money screen goes through this (DESIGN section 8): `off` shows why the screen is closed,
 * `real` asks for the 18+ confirmation first and reminds after every hour; `demo` passes.
 */
export function MoneyGate({ title, children }: { title: string; children: ReactNode }) {
  const mode = moneyMode();
  const status = useMoneyStatus(mode === 'real');
  if (mode === 'off') return <MoneyOffPage title={title} />;
  if (mode === 'demo') return <>{children}</>;
  if (status.isPending || status.isError) return <MoneyStatusWait error={status.error} />;
  if (!status.data.data.age_confirmed) return <AgeGate />;
  return (
    <>
      <PlayReminder />
      {children}
    </>
  );
}

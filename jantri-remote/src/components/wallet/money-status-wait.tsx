import { useJantriT } from '../../lib/i18n';
import { useSpecWords } from '../../lib/spec-words';

/**
 * What a screen that needs the money status (the money gate, /limits) shows until it has it:
 * a busy line while it loads, the server's words when it fails.
 */
export function MoneyStatusWait({ error }: { error: Error | null }) {
  const t = useJantriT();
  const say = useSpecWords();
  if (!error)
    return (
      <div className="page" role="status">
        <span className="spinner" aria-hidden="true" /> {t('common.loading')}
      </div>
    );
  return (
    <p className="page form-error" role="alert">
      {say(error.message)}
    </p>
  );
}

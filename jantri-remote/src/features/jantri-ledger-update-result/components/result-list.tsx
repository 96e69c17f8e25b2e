import { useJantriT } from '../../../lib/i18n';
import { useSpecWords } from '../../../lib/spec-words';
import { useUpdateResultT } from '../i18n';
import type { UseQueryResult } from '@tanstack/react-query';
import { LEDGER_MESSAGES } from '@bgmi/shared';
import { type GameResult } from '@bgmi/shared/jantri-contract';
import { errorText } from '../../../lib/error-text';
import { shownResult } from '../result-rules';
import { Icon } from '@bgmi/shared/ui-kit';

/** The day's games with their result: the number, or a cross when none is set. */
export function ResultList({ query }: { query: UseQueryResult<GameResult[]> }) {
  const t = useUpdateResultT();
  const tj = useJantriT();
  const say = useSpecWords();
  if (query.isPending) return <p className="page-loading">{tj('common.loading')}</p>;
  if (query.isError)
    return <p className="form-error">{errorText(query.error, LEDGER_MESSAGES.fetchResultError)}</p>;
  if (query.data.length === 0) return <p className="empty-state">{say('ledger.noData')}</p>;
  return (
    <ul className="result-list" aria-label={t('list.label')}>
      {query.data.map((row) => {
        const shown = shownResult(row.result);
        return (
          <li key={row.game_name} className="result-item">
            <span>{row.game_name}</span>
            {shown ? (
              <strong className="result-number">{shown}</strong>
            ) : (
              <span className="result-cross text-danger" role="img" aria-label={t('list.none')}>
                <Icon name="close" />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

import { useSpecWords } from '../../../lib/spec-words';
import { useResponsiblePlayT } from '../i18n';
import { notifyError, notifyInfo } from '@bgmi/shared';
import { useStatementDownload } from '../api/statement';

/** Every ledger entry of the user as a CSV file. */
export function StatementButton() {
  const download = useStatementDownload();
  const t = useResponsiblePlayT();
  const say = useSpecWords();
  const run = () =>
    download.mutate(undefined, {
      onSuccess: (answer) => {
        if (!answer.data.length) notifyInfo(t('statement.none'));
        const blob = new Blob([answer.csv], { type: 'text/csv' });
        const link = document.createElement('a');
        link.href = URL.createObjectURL(blob);
        link.download = `statement-${new Date().toISOString().slice(0, 10)}.csv`;
        link.click();
        URL.revokeObjectURL(link.href);
      },
      onError: (e) => notifyError(say(e.message)),
    });
  return (
    <button type="button" className="btn" onClick={run} disabled={download.isPending}>
      {download.isPending ? t('statement.preparing') : t('statement.download')}
    </button>
  );
}

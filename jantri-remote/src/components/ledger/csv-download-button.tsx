import { useMutation } from '@tanstack/react-query';
import { notifyError, notifyInfo } from '@bgmi/shared';
import { useJantriT } from '../../lib/i18n';
import { useSpecWords } from '../../lib/spec-words';

interface CsvFile {
  filename: string;
  csv: string;
  rows: number;
}

/** Saves text as a file through a temporary link (the browser's own download). */
function saveFile(filename: string, text: string) {
  const link = document.createElement('a');
  // A byte-order mark, so a spreadsheet reads Hindi words right (DESIGN section 9).
  link.href = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  link.download = filename;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * A "Download CSV" button for the books (issue 25): asks the server for the file when pressed
 * (fresh, never from the cache) and saves it; an empty export still saves its header.
 */
export function CsvDownloadButton({
  label,
  fetchFile,
  disabled = false,
  emptyMessage,
}: {
  label: string;
  fetchFile: () => Promise<CsvFile>;
  disabled?: boolean;
  emptyMessage: string;
}) {
  const t = useJantriT();
  const say = useSpecWords();
  const download = useMutation({ mutationFn: fetchFile });
  const run = () =>
    download.mutate(undefined, {
      onSuccess: (file) => {
        if (!file.rows) notifyInfo(emptyMessage);
        saveFile(file.filename, file.csv);
      },
      onError: (error) => notifyError(say(error.message)),
    });
  return (
    <button type="button" className="btn" onClick={run} disabled={disabled || download.isPending}>
      {download.isPending ? t('common.preparing') : label}
    </button>
  );
}

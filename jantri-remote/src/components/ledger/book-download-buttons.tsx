import { notifyError } from '@bgmi/shared';
import type { BookLabels } from '../../lib/book-image/book-labels';
import type { BookTable } from '../../lib/book-image/book-table';
import { bookTableCsv } from '../../lib/book-image/book-table';
import { saveCsvText } from '../../lib/book-image/png-file';
import { useBookT } from '../../lib/book-image/i18n';
import { downloadBookPng } from '../../lib/book-image/table-image';
import { useBookLabels } from '../../lib/book-image/use-book-labels';

/**
 * "PNG" and "CSV" of the book on screen (issue 27): both drawn in the browser from the same
 * table and the same labels object (in the reader's language), so the image and the file say
 * the same thing. `table` makes the book from the labels; null while there is nothing to carry.
 */
export function BookDownloadButtons({
  table: makeTable,
}: {
  table: ((labels: BookLabels) => BookTable) | null;
}) {
  const t = useBookT();
  const labels = useBookLabels();
  const table = makeTable ? makeTable(labels) : null;
  return (
    <div className="book-downloads">
      <button
        type="button"
        className="btn btn-small"
        disabled={!table}
        onClick={() =>
          table &&
          downloadBookPng(table).catch((error: unknown) =>
            notifyError(error instanceof Error ? error.message : t('download.failed')),
          )
        }
      >
        {t('download.png')}
      </button>
      <button
        type="button"
        className="btn btn-small"
        disabled={!table}
        onClick={() => table && saveCsvText(bookTableCsv(table), `${table.filename}.csv`)}
      >
        {t('download.csv')}
      </button>
    </div>
  );
}

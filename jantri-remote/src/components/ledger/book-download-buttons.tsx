import { notifyError } from '@bgmi/shared';
import type { BookTable } from '../../lib/book-image/book-table';
import { bookTableCsv } from '../../lib/book-image/book-table';
import { saveCsvText } from '../../lib/book-image/png-file';
import { downloadBookPng } from '../../lib/book-image/table-image';

/**
 * "PNG" and "CSV" of the book on screen (issue 27): both drawn in the browser from the same
 * table and the same labels object, so the image and the file say the same thing.
 */
export function BookDownloadButtons({ table }: { table: BookTable | null }) {
  return (
    <div className="book-downloads">
      <button
        type="button"
        className="btn btn-small"
        disabled={!table}
        onClick={() =>
          table &&
          downloadBookPng(table).catch((error: unknown) =>
            notifyError(error instanceof Error ? error.message : 'Could not make the image'),
          )
        }
      >
        Image (PNG)
      </button>
      <button
        type="button"
        className="btn btn-small"
        disabled={!table}
        onClick={() => table && saveCsvText(bookTableCsv(table), `${table.filename}.csv`)}
      >
        Table (CSV)
      </button>
    </div>
  );
}

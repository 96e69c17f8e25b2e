/**
 * What every book image shares: the font list (Devanagari named, so a Hindi name or label
 * renders, not boxes: Noto Sans Devanagari is in fonts-noto-core on Linux, Nirmala UI and Mangal
 * on Windows) and saving a canvas or a text as a download.
 */
import { currentLanguage } from '@bgmi/shared/i18n';
import { bookT } from './i18n';

export const BOOK_FONT =
  '"Noto Sans", "Noto Sans Devanagari", "Nirmala UI", Mangal, Arial, sans-serif';

/** A file name without characters a phone or Windows refuses. */
export const safeFileName = (name: string) => name.replace(/[\\/:*?"<>|\s]+/g, '-');

function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFileName(filename);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves a drawn canvas as a PNG file. */
export function saveCanvasPng(canvas: HTMLCanvasElement, filename: string): Promise<void> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (!blob) {
        reject(new Error(bookT(currentLanguage(), 'download.failed')));
        return;
      }
      saveBlob(blob, filename);
      resolve();
    }, 'image/png');
  });
}

/** Saves CSV text (with a byte-order mark, so a spreadsheet reads Hindi right). */
export function saveCsvText(text: string, filename: string): void {
  saveBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), filename);
}

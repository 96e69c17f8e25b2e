import { DIGIT_LABELS, JODI_LABELS } from '@bgmi/shared';
import { currentLanguage } from '@bgmi/shared/i18n';
import { gridLabels, type GridLabels } from '../../lib/book-image/book-labels';
import { BOOK_FONT, saveCanvasPng } from '../../lib/book-image/png-file';

export interface CutImageData {
  gameName: string;
  clientName: string;
  date: string;
  /** Cut amounts in rupees: 100 jodi cells, 10 andar, 10 bahar. */
  details: number[];
  andar: number[];
  bahar: number[];
  totals: { jodi: number; haroof: number; final: number };
  /** A cut sheet (the default) or a game's whole sheet: the image's heading and file name. */
  kind?: 'cut' | 'sheet';
  /** The image's words: by default the kind's, in the page's language. */
  labels?: GridLabels;
}

// Devanagari fonts are named so a Hindi game or client name renders, not boxes.
const FONT = BOOK_FONT;
const CELL_W = 96;
const CELL_H = 56;
const PAD = 24;
const HOT = '#fde3b5';

function cell(ctx: CanvasRenderingContext2D, x: number, y: number, label: string, amount: number) {
  ctx.fillStyle = amount > 0 ? HOT : '#ffffff';
  ctx.fillRect(x, y, CELL_W - 4, CELL_H - 4);
  ctx.strokeStyle = amount > 0 ? '#e39b1b' : '#d0d4dc';
  ctx.strokeRect(x + 0.5, y + 0.5, CELL_W - 5, CELL_H - 5);
  ctx.fillStyle = '#6b7280';
  ctx.font = `14px ${FONT}`;
  ctx.fillText(label, x + 6, y + 18);
  if (amount > 0) {
    ctx.fillStyle = '#111827';
    ctx.font = `bold 18px ${FONT}`;
    ctx.fillText(String(amount), x + 6, y + 42, CELL_W - 14);
  }
}

/** Draws the cut grid with game name, client, date and totals on a white canvas. */
export function drawCutImage(canvas: HTMLCanvasElement, data: CutImageData): void {
  const l = data.labels ?? gridLabels(currentLanguage(), data.kind ?? 'cut');
  const width = PAD * 2 + CELL_W * 11;
  const height = PAD * 2 + 84 + CELL_H * 12 + 56;
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas is not available');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = '#111827';
  ctx.font = `bold 30px ${FONT}`;
  ctx.fillText(data.gameName, PAD, PAD + 30, width - PAD * 2);
  ctx.fillStyle = '#4b5563';
  ctx.font = `18px ${FONT}`;
  ctx.fillText(`${data.clientName} · ${l.kind} · ${data.date}`, PAD, PAD + 62, width - PAD * 2);
  const top = PAD + 84;
  JODI_LABELS.forEach((label, n) => {
    const x = PAD + CELL_W + (n % 10) * CELL_W;
    cell(ctx, x, top + Math.floor(n / 10) * CELL_H, label, data.details[n] ?? 0);
  });
  (
    [
      [l.andar, data.andar],
      [l.bahar, data.bahar],
    ] as const
  ).forEach(([name, cells], row) => {
    const y = top + (10 + row) * CELL_H;
    ctx.fillStyle = '#111827';
    ctx.font = `bold 18px ${FONT}`;
    ctx.fillText(name, PAD, y + 32);
    DIGIT_LABELS.forEach((digit, d) =>
      cell(ctx, PAD + CELL_W + d * CELL_W, y, digit, cells[d] ?? 0),
    );
  });
  ctx.fillStyle = '#111827';
  ctx.font = `bold 20px ${FONT}`;
  const { jodi, haroof, final } = data.totals;
  ctx.fillText(
    `${l.jodiTotal} ${jodi}   ·   ${l.haroofTotal} ${haroof}   ·   ${l.finalTotal} ${final}`,
    PAD,
    top + CELL_H * 12 + 36,
    width - PAD * 2,
  );
}

/** Renders the image and downloads it as a PNG file. */
export function downloadCutImage(data: CutImageData): Promise<void> {
  const canvas = document.createElement('canvas');
  drawCutImage(canvas, data);
  const kind = data.kind === 'sheet' ? 'sheet' : 'cutting';
  return saveCanvasPng(canvas, `${kind}-${data.gameName}-${data.date}.png`);
}

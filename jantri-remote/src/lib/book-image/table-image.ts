import type { BookTable } from './book-table';
import { BOOK_FONT, saveCanvasPng } from './png-file';

const PAD = 24;
const ROW_H = 40;
const CELL_PAD = 14;
const HEAD = 96;
const TONE = { plus: '#15803d', minus: '#b91c1c' } as const;

/** Column widths from the widest text of each column (header, rows, total). */
function columnWidths(ctx: CanvasRenderingContext2D, table: BookTable): number[] {
  return table.columns.map((column, i) => {
    ctx.font = `bold 17px ${BOOK_FONT}`;
    let widest = ctx.measureText(column.label).width;
    ctx.font = `17px ${BOOK_FONT}`;
    for (const row of [...table.rows, ...(table.total ? [table.total] : [])])
      widest = Math.max(widest, ctx.measureText(row[i] ?? '').width);
    return Math.ceil(widest) + CELL_PAD * 2;
  });
}

function drawRow(
  ctx: CanvasRenderingContext2D,
  table: BookTable,
  widths: number[],
  cells: string[],
  y: number,
  style: { bold: boolean; fill: string | null; tones?: ('plus' | 'minus' | null)[] },
) {
  const width = widths.reduce((a, b) => a + b, 0);
  if (style.fill) {
    ctx.fillStyle = style.fill;
    ctx.fillRect(PAD, y, width, ROW_H);
  }
  ctx.strokeStyle = '#d0d4dc';
  ctx.strokeRect(PAD + 0.5, y + 0.5, width - 1, ROW_H);
  ctx.font = `${style.bold ? 'bold ' : ''}17px ${BOOK_FONT}`;
  let x = PAD;
  cells.forEach((cell, i) => {
    const w = widths[i] ?? 0;
    const tone = style.tones?.[i];
    ctx.fillStyle = tone ? TONE[tone] : '#111827';
    const numeric = table.columns[i]?.numeric ?? false;
    ctx.textAlign = numeric ? 'right' : 'left';
    ctx.fillText(cell, numeric ? x + w - CELL_PAD : x + CELL_PAD, y + 26);
    x += w;
  });
  ctx.textAlign = 'left';
}

/** Draws a book table (title, subtitle, header, rows, total) on a white canvas. */
export function drawBookTable(canvas: HTMLCanvasElement, table: BookTable): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas is not available');
  const widths = columnWidths(ctx, table);
  const body = table.rows.length + 1 + (table.total ? 1 : 0);
  canvas.width = Math.max(640, PAD * 2 + widths.reduce((a, b) => a + b, 0));
  canvas.height = PAD * 2 + HEAD + body * ROW_H;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#111827';
  ctx.font = `bold 30px ${BOOK_FONT}`;
  ctx.fillText(table.title, PAD, PAD + 30, canvas.width - PAD * 2);
  ctx.fillStyle = '#4b5563';
  ctx.font = `18px ${BOOK_FONT}`;
  ctx.fillText(table.subtitle, PAD, PAD + 62, canvas.width - PAD * 2);
  let y = PAD + HEAD;
  drawRow(
    ctx,
    table,
    widths,
    table.columns.map((c) => c.label),
    y,
    { bold: true, fill: '#eef1f6' },
  );
  table.rows.forEach((row, r) => {
    y += ROW_H;
    drawRow(ctx, table, widths, row, y, {
      bold: false,
      fill: r % 2 ? '#fafbfc' : null,
      tones: table.tones[r],
    });
  });
  if (table.total)
    drawRow(ctx, table, widths, table.total, y + ROW_H, { bold: true, fill: '#fde3b5' });
}

/** Renders a book table and saves it as a PNG (for WhatsApp). */
export function downloadBookPng(table: BookTable): Promise<void> {
  const canvas = document.createElement('canvas');
  drawBookTable(canvas, table);
  return saveCanvasPng(canvas, `${table.filename}.png`);
}

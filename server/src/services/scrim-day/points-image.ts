import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { zonedDateTime, type PointsTable } from '@bgmi/shared/server';
import { loadFormatter } from '@bgmi/shared/message-format';
import { apiWord, type ApiLanguage } from '../../lib/api-words';
import { woffToSfnt } from './woff-font';

/** WhatsApp / Instagram portrait size (DESIGN 7). */
export const POINTS_IMAGE = { width: 1080, height: 1350 } as const;
/** Our names for the two subsets of the bundled Noto Sans Devanagari (see woffToSfnt). */
const LATIN = 'Arena Latin';
const DEVANAGARI = 'Arena Devanagari';
const ROWS = 16;

let fontsReady = false;
/**
 * The bundled Noto Sans Devanagari (its Latin and Devanagari subsets, regular and bold) for every
 * host alike. Skia shapes the text with HarfBuzz, so Devanagari conjuncts and vowel signs come
 * out as a reader writes them (resvg's shaper, used before, misplaced them), and a line that
 * mixes scripts falls back from the Latin face to the Devanagari one per character.
 */
function registerFonts(): void {
  if (fontsReady) return;
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  const pkg = require.resolve('@fontsource/noto-sans-devanagari/package.json');
  const dir = path.join(path.dirname(pkg), 'files');
  for (const subset of ['latin', 'devanagari'] as const) {
    for (const weight of [400, 700]) {
      const name = `noto-sans-devanagari-${subset}-${weight}-normal.woff`;
      const family = subset === 'latin' ? LATIN : DEVANAGARI;
      GlobalFonts.register(woffToSfnt(fs.readFileSync(path.join(dir, name)), family), family);
    }
  }
  fontsReady = true;
}

const clip = (text: string, max: number) => {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
};

interface TextStyle {
  x: number;
  y: number;
  size: number;
  weight?: number;
  fill: string;
  anchor?: 'start' | 'middle';
}

function text(ctx: SKRSContext2D, value: string, style: TextStyle): void {
  ctx.font = `${style.weight ?? 400} ${style.size}px "${LATIN}", "${DEVANAGARI}"`;
  ctx.fillStyle = style.fill;
  ctx.textAlign = style.anchor === 'middle' ? 'center' : 'left';
  ctx.fillText(value, style.x, style.y);
}

function roundedRect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, fill: string) {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, 10);
  ctx.fill();
}

/** The overall table: title, match count, then rank, team, dinners, placement, kills, total. */
function drawPointsTable(ctx: SKRSContext2D, table: PointsTable, language: ApiLanguage): void {
  const { width, height } = POINTS_IMAGE;
  const cols = [60, 150, 640, 760, 880, 1000];
  const keys = ['team', 'wwcd', 'place', 'kills', 'total'];
  const head = ['#', ...keys.map((key) => apiWord(language, `image.${key}`))];
  const rowHeight = 62;
  const top = 300;
  ctx.fillStyle = '#0f1420';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#ffb300';
  ctx.fillRect(0, 0, width, 12);
  const center = { x: 540, anchor: 'middle' as const };
  text(ctx, clip(table.title, 34), { ...center, y: 110, size: 52, weight: 700, fill: '#ffffff' });
  const subtitle = apiWord(language, 'image.pointsTable', {
    count: table.match_count,
    preset: table.points_system.preset.toUpperCase(),
  });
  text(ctx, subtitle, { ...center, y: 170, size: 30, fill: '#ffd54f' });
  head.forEach((cell, c) =>
    text(ctx, cell, {
      x: cols[c]!,
      y: top - 60,
      size: 24,
      weight: 700,
      fill: '#9fb3d9',
      anchor: c >= 2 ? 'middle' : 'start',
    }),
  );
  table.overall.slice(0, ROWS).forEach((row, index) => {
    const y = top + index * rowHeight;
    roundedRect(ctx, 40, y - 42, 1000, rowHeight - 6, index % 2 ? '#1b2233' : '#222b40');
    const cells = [row.rank, clip(row.team_name, 24), row.dinners, row.placement_points];
    [...cells, row.kills, row.total].forEach((cell, c) =>
      text(ctx, String(cell), {
        x: cols[c]!,
        y,
        size: 30,
        weight: c === 1 || c === 5 ? 700 : 400,
        fill: c === 5 ? '#ffd54f' : '#ffffff',
        anchor: c >= 2 ? 'middle' : 'start',
      }),
    );
  });
  if (!table.overall.length) {
    const empty = apiWord(language, 'image.noResults');
    text(ctx, empty, { ...center, y: top + 40, size: 34, fill: '#9fb3d9' });
  }
  const stamp = zonedDateTime(table.updated_at, undefined, language);
  text(ctx, `BGMI Arena · ${stamp}`, { ...center, y: 1315, size: 22, fill: '#6f7f9f' });
}

/**
 * The PNG bytes of the table at 1080 x 1350 in the reader's language, with the bundled font only
 * (the same on every host).
 */
export async function renderPointsTablePng(
  table: PointsTable,
  language: ApiLanguage = 'en',
): Promise<Buffer> {
  await loadFormatter(); // the subtitle's plural
  registerFonts();
  const canvas = createCanvas(POINTS_IMAGE.width, POINTS_IMAGE.height);
  drawPointsTable(canvas.getContext('2d'), table, language);
  return canvas.toBuffer('image/png');
}

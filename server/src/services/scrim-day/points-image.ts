import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { zonedDateTime, type PointsTable } from '@bgmi/shared/server';
import { woffToSfnt } from './woff-font';

/** WhatsApp / Instagram portrait size (DESIGN 7). */
export const POINTS_IMAGE = { width: 1080, height: 1350 } as const;
/** Our names for the two subsets of the bundled Noto Sans Devanagari (see woffToSfnt). */
const LATIN = 'Arena Latin';
const DEVANAGARI = 'Arena Devanagari';
const ROWS = 16;

let fontFiles: string[] | null = null;
/**
 * The bundled Noto Sans Devanagari (Devanagari and Latin subsets, regular and bold), unpacked
 * once into TrueType files in the temp folder: this resvg reads fonts from files only.
 */
function bundledFontFiles(): string[] {
  if (fontFiles) return fontFiles;
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  const pkg = require.resolve('@fontsource/noto-sans-devanagari/package.json');
  const dir = path.join(path.dirname(pkg), 'files');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bgmi-fonts-'));
  fontFiles = (['latin', 'devanagari'] as const).flatMap((subset) =>
    [400, 700].map((weight) => {
      const name = `noto-sans-devanagari-${subset}-${weight}-normal`;
      const file = path.join(out, `${name}.ttf`);
      const family = subset === 'latin' ? LATIN : DEVANAGARI;
      fs.writeFileSync(file, woffToSfnt(fs.readFileSync(path.join(dir, `${name}.woff`)), family));
      return file;
    }),
  );
  return fontFiles;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const clip = (text: string, max: number) => {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
};

/** Devanagari, Devanagari Extended and Vedic Extensions code points. */
const DEVANAGARI_RANGES: [number, number][] = [
  [0x0900, 0x097f],
  [0xa8e0, 0xa8ff],
  [0x1cd0, 0x1cff],
];
const isDevanagari = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return DEVANAGARI_RANGES.some(([from, to]) => code >= from && code <= to);
};

/** Splits text into script runs; spaces between runs open the next run (drawn as a gap). */
function scriptRuns(text: string) {
  const runs: { devanagari: boolean; text: string }[] = [];
  let spaces = '';
  for (const char of text) {
    if (char === ' ') {
      spaces += char;
      continue;
    }
    const devanagari = isDevanagari(char);
    const last = runs[runs.length - 1];
    // The Devanagari subset has no space glyph: each Devanagari word is a run of its own.
    if (last && last.devanagari === devanagari && !(devanagari && spaces))
      last.text += spaces + char;
    else runs.push({ devanagari, text: spaces + char });
    spaces = '';
  }
  return runs;
}

interface TextStyle {
  x: number;
  y: number;
  size: number;
  weight?: number;
  fill: string;
  anchor?: 'start' | 'middle';
}

const runFont = (devanagari: boolean, weight: number) =>
  // The bold Devanagari face is not used: regular reads as well at these sizes.
  devanagari
    ? `font-family="${DEVANAGARI}" font-weight="400"`
    : `font-family="${LATIN}" font-weight="${weight}"`;

/** Width of one run as resvg lays it out (its bounding box). */
function runWidth(
  run: { devanagari: boolean; text: string },
  size: number,
  weight: number,
): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="${size * 3}"><text x="0" y="${size * 2}" font-size="${size}" ${runFont(run.devanagari, weight)}>${escapeXml(run.text.trim())}</text></svg>`;
  const box = new Resvg(svg, resvgOptions()).getBBox();
  return box ? box.x + box.width : 0;
}

/**
 * A line of text in the bundled fonts. resvg drops a whole text when one chunk mixes the two
 * subsets around a Devanagari conjunct, so a mixed line is laid out as one text per script run,
 * placed side by side from measured widths.
 */
function textLine(text: string, style: TextStyle): string {
  const weight = style.weight ?? 400;
  const anchor = style.anchor ?? 'start';
  const base = `y="${style.y}" font-size="${style.size}" fill="${style.fill}"`;
  const runs = scriptRuns(text);
  if (runs.length <= 1) {
    const devanagari = runs[0]?.devanagari ?? false;
    return `<text x="${style.x}" ${base} text-anchor="${anchor}" ${runFont(devanagari, weight)}>${escapeXml(text)}</text>`;
  }
  const space = style.size * 0.26;
  const widths = runs.map(
    (run) =>
      (run.text.length - run.text.trimStart().length) * space + runWidth(run, style.size, weight),
  );
  const total = widths.reduce((sum, width) => sum + width, 0);
  let cursor = anchor === 'middle' ? style.x - total / 2 : style.x;
  return runs
    .map((run, i) => {
      const lead = (run.text.length - run.text.trimStart().length) * space;
      const out = `<text x="${(cursor + lead).toFixed(1)}" ${base} ${runFont(run.devanagari, weight)}>${escapeXml(run.text.trim())}</text>`;
      cursor += widths[i]!;
      return out;
    })
    .join('');
}

function resvgOptions() {
  return {
    font: { fontFiles: bundledFontFiles(), loadSystemFonts: false, defaultFontFamily: LATIN },
  };
}

/** The overall table as SVG: title, match count, then rank, team, dinners, placement, kills, total. */
export function pointsTableSvg(table: PointsTable): string {
  const { width, height } = POINTS_IMAGE;
  const cols = [60, 150, 640, 760, 880, 1000];
  const head = ['#', 'TEAM', 'WWCD', 'PLACE', 'KILLS', 'TOTAL'];
  const rowHeight = 62;
  const top = 300;
  const rows = table.overall.slice(0, ROWS).map((row, index) => {
    const y = top + index * rowHeight;
    const cells = [
      String(row.rank),
      clip(row.team_name, 24),
      String(row.dinners),
      String(row.placement_points),
      String(row.kills),
      String(row.total),
    ];
    return `<rect x="40" y="${y - 42}" width="1000" height="${rowHeight - 6}" rx="10" fill="${index % 2 ? '#1b2233' : '#222b40'}"/>${cells
      .map((cell, c) =>
        textLine(cell, {
          x: cols[c]!,
          y,
          size: 30,
          weight: c === 1 || c === 5 ? 700 : 400,
          fill: c === 5 ? '#ffd54f' : '#ffffff',
          anchor: c >= 2 ? 'middle' : 'start',
        }),
      )
      .join('')}`;
  });
  const headCells = head
    .map(
      (cell, c) =>
        `<text x="${cols[c]}" y="${top - 60}" font-size="24" font-weight="700" fill="#9fb3d9" text-anchor="${c >= 2 ? 'middle' : 'start'}">${cell}</text>`,
    )
    .join('');
  const empty = table.overall.length
    ? ''
    : `<text x="540" y="${top + 40}" font-size="34" fill="#9fb3d9" text-anchor="middle">No results yet</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${LATIN}">
<rect width="${width}" height="${height}" fill="#0f1420"/>
<rect x="0" y="0" width="${width}" height="12" fill="#ffb300"/>
${textLine(clip(table.title, 34), { x: 540, y: 110, size: 52, weight: 700, fill: '#ffffff', anchor: 'middle' })}
<text x="540" y="170" font-size="30" fill="#ffd54f" text-anchor="middle">POINTS TABLE · ${table.match_count} ${table.match_count === 1 ? 'MATCH' : 'MATCHES'} · ${escapeXml(table.points_system.preset.toUpperCase())}</text>
${headCells}${rows.join('\n')}${empty}
<text x="540" y="1315" font-size="22" fill="#6f7f9f" text-anchor="middle">BGMI Arena · ${escapeXml(zonedDateTime(table.updated_at))}</text>
</svg>`;
}

/** The PNG bytes of the table at 1080 x 1350, with the bundled font only (same on every host). */
export function renderPointsTablePng(table: PointsTable): Buffer {
  const resvg = new Resvg(pointsTableSvg(table), {
    ...resvgOptions(),
    fitTo: { mode: 'width', value: POINTS_IMAGE.width },
  });
  return resvg.render().asPng();
}

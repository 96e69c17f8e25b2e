import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { PointsTable } from '@bgmi/shared';
import { woffToSfnt } from './woff-font';

/** WhatsApp / Instagram portrait size (DESIGN 7). */
export const POINTS_IMAGE = { width: 1080, height: 1350 } as const;
const FAMILY = 'Noto Sans Devanagari';
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
  fontFiles = ['devanagari', 'latin'].flatMap((subset) =>
    [400, 700].map((weight) => {
      const name = `noto-sans-devanagari-${subset}-${weight}-normal`;
      const file = path.join(out, `${name}.ttf`);
      fs.writeFileSync(file, woffToSfnt(fs.readFileSync(path.join(dir, `${name}.woff`))));
      return file;
    }),
  );
  return fontFiles;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

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
      .map(
        (cell, c) =>
          `<text x="${cols[c]}" y="${y}" font-size="30" font-weight="${c === 1 || c === 5 ? 700 : 400}" fill="${c === 5 ? '#ffd54f' : '#ffffff'}" text-anchor="${c >= 2 ? 'middle' : 'start'}">${escape(cell)}</text>`,
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
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FAMILY}">
<rect width="${width}" height="${height}" fill="#0f1420"/>
<rect x="0" y="0" width="${width}" height="12" fill="#ffb300"/>
<text x="540" y="110" font-size="52" font-weight="700" fill="#ffffff" text-anchor="middle">${escape(clip(table.title, 34))}</text>
<text x="540" y="170" font-size="30" fill="#ffd54f" text-anchor="middle">POINTS TABLE · ${table.match_count} ${table.match_count === 1 ? 'MATCH' : 'MATCHES'} · ${escape(table.points_system.preset.toUpperCase())}</text>
${headCells}${rows.join('\n')}${empty}
<text x="540" y="1315" font-size="22" fill="#6f7f9f" text-anchor="middle">BGMI Arena · ${escape(table.updated_at.slice(0, 16).replace('T', ' '))} UTC</text>
</svg>`;
}

/** The PNG bytes of the table at 1080 x 1350, with the bundled font only (same on every host). */
export function renderPointsTablePng(table: PointsTable): Buffer {
  const resvg = new Resvg(pointsTableSvg(table), {
    fitTo: { mode: 'width', value: POINTS_IMAGE.width },
    font: { fontFiles: bundledFontFiles(), loadSystemFonts: false, defaultFontFamily: FAMILY },
  });
  return resvg.render().asPng();
}

import fs from 'node:fs';
import path from 'node:path';

/** A small SVG banner for a demo blog post, so the seed needs no binary files. */
function banner(title: string, hue: number): string {
  const safe = title.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},70%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},80%,18%)"/>
</linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="540" cy="80" r="120" fill="rgba(255,255,255,0.08)"/>
<text x="32" y="300" font-family="sans-serif" font-size="${safe.length > 34 ? 22 : 30}" font-weight="700" fill="#fff">${safe}</text>
<text x="32" y="60" font-family="sans-serif" font-size="20" fill="#f5a623">BGMI Arena</text>
</svg>`;
}

/** Writes the banner into the uploads folder and returns its file name. */
export function writeDemoMedia(
  uploadsDir: string,
  fileName: string,
  title: string,
  hue: number,
): string {
  fs.mkdirSync(uploadsDir, { recursive: true });
  fs.writeFileSync(path.join(uploadsDir, fileName), banner(title, hue));
  return fileName;
}

// Prints a side's publication as JSON: its routes and its first-paint pages rendered from its own
// components (src/deploy.tsx; shared/src/first-paint). Run by publish-deploy.js under tsx.
import { pathToFileURL } from 'node:url';

const file = process.argv[2];
const side = await import(pathToFileURL(file).href);
const { renderFirstPaintAll } = await import('@bgmi/shared/first-paint');
// English at the top of each page (today's static server paints it), Hindi under `hi`.
const rendered = await renderFirstPaintAll(side.firstPaint ?? {});
const pages = {};
for (const [path, page] of Object.entries(side.firstPaint ?? {})) {
  pages[path] = { ...rendered[path], css: page.css ?? [], userMoneyModes: page.userMoneyModes };
}
process.stdout.write(JSON.stringify({ routes: side.routes, pages }));

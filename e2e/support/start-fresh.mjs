// Starts the whole product for the e2e run on an empty data folder (so each run begins from
// the demo seed), then hands over to the normal start script.
import fs from 'node:fs';
import path from 'node:path';

const dataDir = path.dirname(process.env.DATA_DIR);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
await import('../../scripts/start.mjs');

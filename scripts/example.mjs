// `npm run example`: serves the integrator examples (examples/embed) on :3010. Each page loads
// one remote from its deployed URL (runtime config) and mounts it alone. Start the product first.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeConfig, serveStatic } from './serve-static.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'examples', 'embed');
const port = Number(process.env.EXAMPLE_PORT ?? 3010);
await serveStatic({ root, port, spa: true, name: 'integrator example', config: runtimeConfig() });
console.log(`Open http://localhost:${port}/esports/ or http://localhost:${port}/jantri/game`);

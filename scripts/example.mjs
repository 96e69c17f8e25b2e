// `npm run example`: serves the integrator examples (examples/embed) on :3010. Each page loads
// one remote from its deployed URL (runtime config) and mounts it alone. Start the product first.
// The pages call the API from their own origin, as an integrator's would: the API allows this
// origin by default (EXAMPLE_PORT / EXAMPLE_URL in its config; any other origin goes in
// CORS_ORIGINS), and this script checks that it does.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeConfig, serveStatic } from './serve-static.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'examples', 'embed');
const port = Number(process.env.EXAMPLE_PORT ?? 3010);
const origin = process.env.EXAMPLE_URL ?? `http://localhost:${port}`;
const config = runtimeConfig();
// An embedding page is another origin than the site: it calls the API where it is.
config.apiUrl = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 4000}`;
await serveStatic({ root, port, spa: true, name: 'integrator example', config });
console.log(`Open ${origin}/esports/ or ${origin}/jantri/game`);

try {
  const preflight = await fetch(`${config.apiUrl}/BGMI/get-services`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
  });
  if (preflight.headers.get('access-control-allow-origin') !== origin)
    console.warn(
      `The API at ${config.apiUrl} does not allow ${origin}: restart it with ` +
        `CORS_ORIGINS=${origin} (or EXAMPLE_PORT=${port}), or the examples show no data.`,
    );
} catch {
  console.warn(`The API at ${config.apiUrl} is not answering: start the product (npm start).`);
}

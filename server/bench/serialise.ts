import { isDeepStrictEqual } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastJsonStringify from 'fast-json-stringify';
import type { Endpoint } from '@bgmi/shared/server';
import { allBlogsEndpoint, getServicesEndpoint, getTournamentsEndpoint } from '@bgmi/shared/server';
import { buildApp } from '../src/build-app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { jsonSchema } from '../src/lib/openapi-document';
import { seedDemo } from '../src/seed';
import { median } from './stats';

// Issue 24: is Fastify's schema serialiser (fast-json-stringify, compiled from the contract's
// JSON Schema as a route's `schema.response` would be) faster than JSON.stringify on the API's
// answers? Both encode the same answer in the same process, interleaved in rounds (the order
// flips each round), so the machine's noise falls on both; JSON.stringify is the anchor.

// CPU time, not wall time: on a loaded machine (load 25 on 2 cores) a wall-clock round is
// preempted more often than not and its median measured the neighbours; the process's CPU time
// is what an encoder costs the API. Many short rounds, so GC pauses land in the spread.
const ROUNDS = 201;
const ROUND_MS = 2;
const us = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} µs`;
/** The middle half of the rounds around their median (interquartile range / median). */
function iqr(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))]!;
  return `±${(((at(0.75) - at(0.25)) / 2 / median(values)) * 100).toFixed(0)}%`;
}

/** CPU time (user + system, µs) this process has used: a preempted round is not charged. */
const cpuNow = () => {
  const used = process.cpuUsage();
  return used.user + used.system;
};

/** Calls per round so that one round of JSON.stringify takes about ROUND_MS of CPU. */
function callsPerRound(encode: () => string): number {
  const started = cpuNow();
  let calls = 0;
  while (cpuNow() - started < ROUND_MS * 1000) {
    encode();
    calls += 1;
  }
  return Math.max(1, calls);
}

/** CPU µs per call over one round. */
function timeRound(encode: () => string, calls: number): number {
  const started = cpuNow();
  for (let i = 0; i < calls; i += 1) encode();
  return (cpuNow() - started) / calls;
}

/** One answer encoded both ways; prints CPU µs per answer (median of 2 ms rounds ± half their interquartile range; best round) and the ratio. */
export function compareSerialisers(label: string, endpoint: Endpoint, answer: unknown): void {
  let line: string;
  try {
    const compiled = fastJsonStringify(jsonSchema(endpoint.response, 'output') as never);
    const plain = () => JSON.stringify(answer);
    const schema = () => compiled(answer);
    const same = isDeepStrictEqual(JSON.parse(schema()), JSON.parse(plain()));
    callsPerRound(schema); // warm-up: both compiled by V8 before the first timed round
    const calls = callsPerRound(plain);
    const plainTimes: number[] = [];
    const schemaTimes: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      if (round % 2) schemaTimes.push(timeRound(schema, calls));
      plainTimes.push(timeRound(plain, calls));
      if (!(round % 2)) schemaTimes.push(timeRound(schema, calls));
    }
    const ratio = median(plainTimes) / median(schemaTimes);
    line =
      `JSON.stringify (anchor) ${us(median(plainTimes))} ${iqr(plainTimes)} (best ${us(Math.min(...plainTimes))}), ` +
      `schema serialiser ${us(median(schemaTimes))} ${iqr(schemaTimes)} (best ${us(Math.min(...schemaTimes))}): ` +
      `${ratio >= 1 ? `${ratio.toFixed(2)}x faster` : `${(1 / ratio).toFixed(2)}x slower`}` +
      `${same ? '' : '; its JSON differs from JSON.stringify (not equivalent)'}`;
  } catch (error) {
    line = `the schema serialiser does not compile: ${(error as Error).message.slice(0, 120)}`;
  }
  const bytes = JSON.stringify(answer).length;
  console.log(`  ${label} (${(bytes / 1024).toFixed(1)} KB): ${line}`);
}

/** The public reads as the demo content answers them (embedded database). */
export async function benchSerialise(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bgmi-bench-serialise-'));
  const uploadsDir = join(dataDir, 'uploads');
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    REDIS_URL: '',
    JOBS: '0',
    UPLOADS_DIR: uploadsDir,
  });
  const database = await openDatabase({ dataDir: join(dataDir, 'db') });
  try {
    await migrate(database);
    const app = await buildApp({ config, database, logger: false });
    await seedDemo(database, uploadsDir);
    console.log(
      'answer serialisation, CPU µs per answer (median of 2 ms rounds ± half their interquartile range; best round):',
    );
    const reads: [string, Endpoint, object][] = [
      ['get-bgmi-tournaments', getTournamentsEndpoint, { type: 'upcoming' }],
      ['all-blogs', allBlogsEndpoint, {}],
      ['get-services', getServicesEndpoint, {}],
    ];
    for (const [label, endpoint, payload] of reads) {
      const url = `/BGMI/${endpoint.path}`;
      const answer = (await app.inject({ method: 'POST', url, payload })).json();
      compareSerialisers(label, endpoint, answer);
    }
    await app.close();
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('serialise.ts')) {
  benchSerialise().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

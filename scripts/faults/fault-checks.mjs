// The fault test's checks (scripts/test-faults.mjs) of what a fault left behind: the instances
// still run, acknowledged messages are stored, HTTP answered with an allowed code within the
// bound, and /ready says what is away.
import { createRequire } from 'node:module';
import { BOUND_MS } from './fault-cluster.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
// An instance that died answers nothing: the check then fails with its reason, not a stack.
const noAnswer = (error) => [0, { message: `no answer (${error.cause?.code ?? error.message})` }];

/** An instance's /ready: [status, body]. */
export function readyState(url) {
  return fetch(`${url}/ready`).then(async (r) => [r.status, await r.json()], noAnswer);
}

/**
 * @param {{ instances: { child: import('node:child_process').ChildProcess }[],
 *   database?: { url: string } }} cluster
 * @param {(ok: boolean, what: string) => void} check  lib/checklist.mjs's
 */
export function faultChecks(cluster, check) {
  /** Every instance still runs (an exit is the failure issue 25 found). */
  function aliveCheck(when) {
    const dead = cluster.instances.filter((instance) => instance.child.exitCode !== null);
    check(!dead.length, `${when}: both instances still running`);
  }

  async function storedIds(ids) {
    const client = new Client({ connectionString: cluster.database.url });
    client.on('error', () => undefined);
    await client.connect();
    const { rows } = await client.query(
      'SELECT client_message_id FROM chat_messages WHERE client_message_id = ANY($1)',
      [ids],
    );
    await client.end();
    return new Set(rows.map((row) => row.client_message_id));
  }

  /** A traffic summary: answers by code, the slowest, the 5xx other than 503. */
  function httpSummary(name, answers) {
    const codes = {};
    for (const answer of answers) codes[answer.code] = (codes[answer.code] ?? 0) + 1;
    const slowest = Math.max(0, ...answers.map((answer) => answer.ms));
    console.log(
      `  ${name}: ${answers.length} calls ${JSON.stringify(codes)}, slowest ${slowest} ms`,
    );
    const bad = answers.filter((answer) => ![200, 429, 503].includes(answer.code));
    check(!bad.length, `${name}: every answer 200, 429 or 503 (got ${bad.length} others)`);
    check(slowest <= BOUND_MS, `${name}: every answer within ${BOUND_MS} ms`);
    return codes;
  }

  return { check, aliveCheck, storedIds, httpSummary };
}

import Fastify from 'fastify';
import { z } from 'zod';
import { defineEndpoint } from '@bgmi/shared/server';
import type { AnswerCheck } from '../../src/config';
import { answerCheckHook, answerMismatch } from '../../src/lib/answer-check';
import { postEndpoint } from '../../src/lib/endpoint-route';
import { PublicCache } from '../../src/plugins/public-cache';
import zodValidation from '../../src/plugins/zod-validation';

// The server checks its answers against the contract: a wrong answer fails in tests ('throw'),
// is logged in development ('log'), and passes unchecked in production ('off').
const endpoint = defineEndpoint({
  path: 'planted/answer',
  auth: false,
  body: z.object({}),
  response: z.object({
    status: z.boolean(),
    message: z.string(),
    amount: z.number(),
    teams: z.array(z.object({ team_name: z.string(), note: z.string().nullable().optional() })),
  }),
});

const right = { status: true, message: 'ok', amount: 12.5, teams: [{ team_name: 'A' }] };

/** The app's log lines (pino's JSON), when a test reads them. */
type LogLines = Record<string, unknown>[];

async function appAnswering(
  mode: AnswerCheck,
  answer: unknown,
  publicList = false,
  logLines?: LogLines,
) {
  const app = Fastify({
    logger: logLines
      ? { level: 'error', stream: { write: (line: string) => logLines.push(JSON.parse(line)) } }
      : false,
  });
  app.decorate('config', { checkAnswers: mode } as never);
  app.decorate('publicCache', new PublicCache());
  await app.register(zodValidation);
  // The route mounter every call uses; a public list leaves as cached text.
  postEndpoint(app, endpoint, async () => answer as never, {
    ...(publicList ? { publicList: () => 'all' } : {}),
  });
  await app.ready();
  const reply = await app.inject({ method: 'POST', url: '/planted/answer', payload: {} });
  await app.close();
  return reply;
}

describe.each([false, true])('an answer (public list: %s)', (publicList) => {
  test('a right answer passes the check unchanged', async () => {
    const reply = await appAnswering('throw', right, publicList);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(right);
  });

  test.each([
    ['a wrongly typed field', { ...right, amount: '12.50' }],
    ['a missing required field', { status: true, message: 'ok', teams: [] }],
    ['a field the contract lacks', { ...right, password_hash: 'x' }],
    ['a nested field the contract lacks', { ...right, teams: [{ team_name: 'A', teamName: 'A' }] }],
  ])('%s is a 500 when checking throws', async (_name, answer) => {
    const reply = await appAnswering('throw', answer, publicList);
    expect(reply.statusCode).toBe(500);
  });

  test('production does not check', async () => {
    const reply = await appAnswering('off', { ...right, amount: '12.50' }, publicList);
    expect(reply.statusCode).toBe(200);
  });

  test('development logs and answers as usual', async () => {
    const reply = await appAnswering('log', { ...right, extra: 1 }, publicList);
    expect(reply.statusCode).toBe(200);
  });

  test("development's log names the endpoint, each faulty field and zod's message", async () => {
    const lines: LogLines = [];
    const wrong = { status: true, message: 'ok', amount: '12.50', teams: [{ team_name: 7 }] };
    const reply = await appAnswering('log', wrong, publicList, lines);
    expect(reply.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      endpoint: 'planted/answer',
      issues: [
        { field: 'amount', message: expect.stringMatching(/expected number, received string/) },
        { field: 'teams.0.team_name', message: expect.stringMatching(/expected string/) },
      ],
      msg: expect.stringMatching(/planted\/answer .* at amount: /),
    });
  });

  test('the log names every field the contract lacks', async () => {
    const lines: LogLines = [];
    const leaky = { ...right, extra: 1, teams: [{ team_name: 'A', teamName: 'A' }] };
    await appAnswering('log', leaky, publicList, lines);
    expect(lines[0]).toMatchObject({
      endpoint: 'planted/answer',
      issues: [
        { field: 'teams.0.teamName', message: 'a field the contract lacks' },
        { field: 'extra', message: 'a field the contract lacks' },
      ],
    });
  });
});

test('the mismatch names the path and the field', () => {
  expect(answerMismatch(endpoint, { ...right, amount: '1' })?.text).toMatch(
    /planted\/answer .* at amount: /,
  );
  expect(
    answerMismatch(endpoint, { ...right, teams: [{ team_name: 'A', teamName: 'A' }] })?.text,
  ).toBe('The answer of planted/answer has a field its contract lacks: teams.0.teamName');
});

test("the message code's envelope fields and undefined fields are not unknown fields", () => {
  expect(answerMismatch(endpoint, { ...right, code: 'OK', params: {}, gone: undefined })).toBe(
    null,
  );
});

test('the hook leaves error answers to the error handler', async () => {
  const app = Fastify({ logger: false });
  app.decorate('config', { checkAnswers: 'throw' } as never);
  app.post('/x', { preSerialization: answerCheckHook(app, endpoint) }, async (_r, reply) =>
    reply.code(409).send({ status: false, message: 'Taken' }),
  );
  const reply = await app.inject({ method: 'POST', url: '/x', payload: {} });
  expect(reply.statusCode).toBe(409);
  await app.close();
});

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

async function appAnswering(mode: AnswerCheck, answer: unknown, publicList = false) {
  const app = Fastify({ logger: false });
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
});

test('the mismatch names the path and the field', () => {
  expect(answerMismatch(endpoint, { ...right, amount: '1' })).toMatch(
    /planted\/answer .* at amount: /,
  );
  expect(answerMismatch(endpoint, { ...right, teams: [{ team_name: 'A', teamName: 'A' }] })).toBe(
    'The answer of planted/answer has a field its contract lacks: teams.0.teamName',
  );
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

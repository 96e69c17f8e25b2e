import Fastify from 'fastify';
import { z } from 'zod';
import { defineEndpoint } from '@bgmi/shared/server';
import type { AnswerCheck } from '../../src/config';
import { answerCheckHook } from '../../src/lib/answer-check';

// The server checks its answers against the contract: a wrong answer fails in tests ('throw'),
// is logged in development ('log'), and passes unchecked in production ('off').
const endpoint = defineEndpoint({
  path: 'planted/answer',
  auth: false,
  body: z.object({}),
  response: z.object({ status: z.boolean(), message: z.string(), amount: z.number() }),
});

async function appAnswering(mode: AnswerCheck, answer: unknown) {
  const app = Fastify({ logger: false });
  app.decorate('config', { checkAnswers: mode } as never);
  app.post('/x', { preSerialization: answerCheckHook(app, endpoint) }, async () => answer);
  await app.ready();
  const reply = await app.inject({ method: 'POST', url: '/x', payload: {} });
  await app.close();
  return reply;
}

const planted = { status: true, message: 'ok', amount: '12.50' };

test('a wrong answer is a 500 naming the path and the field when checking throws', async () => {
  const reply = await appAnswering('throw', planted);
  expect(reply.statusCode).toBe(500);
});

test('a right answer passes the check unchanged', async () => {
  const reply = await appAnswering('throw', { ...planted, amount: 12.5 });
  expect(reply.statusCode).toBe(200);
  expect(reply.json()).toEqual({ ...planted, amount: 12.5 });
});

test('production does not check', async () => {
  const reply = await appAnswering('off', planted);
  expect(reply.statusCode).toBe(200);
});

test('development logs and answers as usual', async () => {
  const reply = await appAnswering('log', planted);
  expect(reply.statusCode).toBe(200);
});

import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import cors from '@fastify/cors';

/** Blog media is shown on the shell's origin. */
const HELMET_OPTIONS: HelmetOptions = { crossOriginResourcePolicy: { policy: 'cross-origin' } };

/**
 * helmet's headers for these options, worked out once. @fastify/helmet builds the helmet
 * middleware anew on every request (its options parsed, its CSP string joined) in two hooks;
 * the headers never change, so one hook copies them onto each reply.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * helmet headers, and CORS limited to the shell and remote origins (plus CORS_ORIGINS), since
 * the browser calls the API from those three origins.
 */
export default fp(
  async (app) => {
    const headers = helmetHeaders(HELMET_OPTIONS);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(cors, {
      origin: app.config.corsOrigins,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization', 'X-Jantri-Book'],
      // A preflight answer is reused for this long: 7200 s is the most Chromium honours (Firefox
      // 86400), so a deployment with the API on another origin asks once per two hours.
      maxAge: 7200,
    });
  },
  { name: 'security', dependencies: ['config'] },
);

import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access-log line per call, when it is answered: method, path, status and time. Fastify's
 * default writes two lines per call (`incoming request` with the serialised request, then
 * `request completed`), each passing pino's redaction; under load on a cached public list that
 * cost about as much CPU as the route itself. Errors keep Fastify's own lines.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  }
}

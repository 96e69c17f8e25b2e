import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Method = 'info' | 'error' | 'debug' | 'fatal' | 'warn' | 'trace' | 'silent';

/**
 * A request's logger (request.log) that makes its pino child only when the request first logs.
 * Fastify's default makes the child per request, and pino passes the child's bindings (the
 * request id) through the redaction of lib/log-options.ts: about 3% of a bet's CPU in the API
 * (issue 26), for a logger a call that succeeds never uses (its access line has its own logger,
 * lib/request-log.ts). A line written through it is the child's, unchanged.
 */
class LazyRequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level(): FastifyBaseLogger['level'] {
    return this.made ? this.made.level : (this.options?.level ?? this.parent.level);
  }

  set level(level: FastifyBaseLogger['level']) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  // Methods on the prototype, not per-instance closures: one object per request, nothing more.
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(...args: unknown[]): void {
    this.write('silent', args);
  }

  private write(method: Method, args: unknown[]): void {
    (this.logger[method] as (...a: unknown[]) => void).apply(this.logger, args);
  }
}

/** Fastify's childLoggerFactory: request.log as a LazyRequestLogger. */
export const lazyRequestLogger = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger =>
  new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;

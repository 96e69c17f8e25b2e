import { appWithLogLines } from '../helpers/logged-app';
import { post } from '../helpers/api';
import { serializeError } from '../../src/lib/log-options';

/** Secrets never reach a log line (DESIGN section 3), even when a query fails. */
describe('log redaction', () => {
  const logged = appWithLogLines();
  const { lines } = logged;

  it('a sign-up whose insert fails logs the error, not the password, hash, e-mail or phone', async () => {
    const ctx = logged.ctx();
    // Every new user row now breaks a constraint: the insert fails inside the database.
    await ctx.database.query(
      'ALTER TABLE users ADD CONSTRAINT i9_no_new_users CHECK (false) NOT VALID',
    );
    const secrets = {
      password: 'Sup3r-Secret-Pass',
      email: 'hidden.person@example.com',
      phone: '9988776655',
    };
    const answer = await post(ctx.app, 'user/signup', {
      fullName: 'Hidden Person',
      bgmiUserId: 'hidden_person',
      ...secrets,
      confirmPassword: secrets.password,
    });
    await ctx.database.query('ALTER TABLE users DROP CONSTRAINT i9_no_new_users');

    expect(answer.statusCode).toBe(500);
    expect(answer.body.message).toBe('Something went wrong');
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('i9_no_new_users'); // the cause is still there to debug
    for (const secret of Object.values(secrets)) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/scrypt\$/); // the stored hash format
    expect(log).toContain('params: [redacted]');
    // The error line is the request's own logger's (made when it first logs,
    // lib/lazy-request-logger.ts): it names the call, as the call's access line does.
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const errorLine = parsed.find((line) => line.msg === 'unhandled error');
    expect(errorLine?.reqId).toMatch(/^req-/);
    expect(parsed.some((line) => line.reqId === errorLine?.reqId && line.statusCode === 500)).toBe(
      true,
    );
  });

  it('redacts Authorization headers and secret-named keys of logged objects', () => {
    const ctx = logged.ctx();
    lines.length = 0;
    ctx.app.log.info(
      { headers: { authorization: 'Bearer tok-123' }, user: { password: 'pw-1', token: 'tok-2' } },
      'probe',
    );
    const log = lines.join('');
    expect(log).toContain('probe');
    for (const secret of ['tok-123', 'pw-1', 'tok-2']) expect(log).not.toContain(secret);
  });

  it('drops query params and PostgreSQL detail from any error cause chain', () => {
    const cause = Object.assign(new Error('duplicate key value'), {
      code: '23505',
      detail: 'Key (email)=(a@b.c) already exists.',
    });
    const error = Object.assign(new Error('Failed query: insert into users\nparams: a@b.c,123'), {
      query: 'insert into users ($1, $2)',
      params: ['a@b.c', '123'],
      cause,
    });
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain('a@b.c');
    expect(text).toContain('insert into users ($1, $2)');
    expect(text).toContain('23505');
  });
});

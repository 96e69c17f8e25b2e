import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import { HttpError } from '../lib/http-error';

/**
 * Route body schemas are the shared zod schemas. The first problem becomes a 400 whose message
 * is the schema's text (the spec's wording where it has one) and whose `field` names the field.
 */
export default fp(
  async (app) => {
    app.setValidatorCompiler(({ schema }) => (data: unknown) => {
      const result = (schema as ZodType).safeParse(data ?? {});
      if (result.success) return { value: result.data };
      const issue = result.error.issues[0];
      const field = issue?.path.length ? issue.path.join('.') : 'body';
      // zod's default wording ("Invalid input: expected string…") is replaced by one naming the
      // field; a schema's own message (the spec's text) is kept.
      const generic = !issue || issue.message.startsWith('Invalid input');
      const missing = issue?.code === 'invalid_type' && issue.input === undefined;
      const message = !generic
        ? issue.message
        : missing
          ? `${field} is required`
          : `${field} is invalid`;
      return { error: new HttpError(400, message, field) };
    });
  },
  { name: 'zod-validation' },
);

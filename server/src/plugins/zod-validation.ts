import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import { describeZodError } from '@bgmi/shared/server';
import { HttpError } from '../lib/http-error';

/**
 * Route body schemas are the shared zod schemas. The first problem becomes a 400 whose message
 * is the schema's text (the spec's wording where it has one) and whose `field` names the field
 * (describeZodError, the same wording as socket payloads and CLI arguments get).
 */
export default fp(
  async (app) => {
    app.setValidatorCompiler(({ schema }) => (data: unknown) => {
      const result = (schema as ZodType).safeParse(data ?? {});
      if (result.success) return { value: result.data };
      const { message, field } = describeZodError(result.error, 'body');
      return { error: new HttpError(400, message, field) };
    });
  },
  { name: 'zod-validation' },
);

import fp from 'fastify-plugin';
import { messageCode } from '../lib/message-codes';

/**
 * Puts the stable code of its message beside every answer's `message` (DESIGN section 9), for
 * answers and failures alike, before they are serialised; a client words it in its reader's
 * language. An answer whose message the catalogue lacks goes out as it is (English).
 */
export default fp(
  async (app) => {
    app.addHook('preSerialization', async (_request, _reply, payload) => {
      if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
      const body = payload as { message?: unknown; code?: unknown };
      if (typeof body.message !== 'string' || body.code !== undefined) return payload;
      const found = messageCode(body.message);
      return found ? { ...body, ...found } : payload;
    });
  },
  { name: 'message-codes' },
);

import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True when the header carries this server's local admin key (the CLI reads it from disk). */
    isAdminKey: (header: string | string[] | undefined) => boolean;
  }
}

/**
 * The admin CLI proves it runs on the server's machine by reading a random key the server keeps
 * in a file only the server's user can read (ADMIN_KEY_FILE, default server/data/admin.key).
 */
export default fp(
  async (app) => {
    const file = app.config.adminKeyFile;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (!fs.existsSync(file))
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim());
    app.decorate('isAdminKey', (header: string | string[] | undefined) => {
      if (typeof header !== 'string') return false;
      const given = Buffer.from(header.trim());
      return given.length === key.length && timingSafeEqual(given, key);
    });
  },
  { name: 'admin-key', dependencies: ['config'] },
);

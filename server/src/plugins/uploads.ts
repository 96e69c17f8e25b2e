import fs from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Blog media and other uploads, served by file name under /uploads/ (esports spec, /blogs). */
export default fp(
  async (app) => {
    fs.mkdirSync(app.config.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: app.config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
    });
  },
  { name: 'uploads', dependencies: ['config'] },
);

import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Stored images under /media/{variant}/{key}: keys never change content, so cache forever. */
export const mediaPlugin = fp(async (app: FastifyInstance, opts: { uploadsDir: string }) => {
  mkdirSync(opts.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
    },
  });
});

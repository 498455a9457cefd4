import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';

/** Browsers on the configured origins may call the API: the preflight is answered before the key
 * check (it carries no key), and answers name the origin only when it is allowed. With no origin
 * configured nothing is registered. */
export async function registerCors(app: FastifyInstance, origins: string[]) {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await app.register(cors, {
    origin: (origin, done) => done(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'Accept', 'Ocp-Apim-Subscription-Key'],
    exposedHeaders: ['ETag'],
    maxAge: 600,
  });
}

import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { inSnapshot } from '../db/replicas.js';

/** On PostgreSQL each call's catalog reads see one snapshot, ended once it is answered (db/replicas.ts). */
export const catalogSnapshots = fp(
  async (app) => {
    if (app.deps.catalog === app.deps.database) return;
    const snapshotEnds = new WeakMap<FastifyRequest, () => void>();
    app.addHook('onRequest', (req, _reply, done) => {
      const run = inSnapshot(done);
      snapshotEnds.set(req, run.end);
    });
    const endSnapshot = (req: FastifyRequest, _reply: unknown, done: () => void) => {
      snapshotEnds.get(req)?.();
      snapshotEnds.delete(req);
      done();
    };
    app.addHook('onResponse', endSnapshot);
    app.addHook('onRequestAbort', (req, done) => endSnapshot(req, undefined, done));
  },
  { name: 'catalog-snapshots' },
);

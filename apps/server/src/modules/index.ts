import type { FastifyPluginAsync } from 'fastify';
import catalog from './catalog/routes.js';

/** Every HTTP module and the prefix it is mounted on. */
export const modules: { prefix: string; plugin: FastifyPluginAsync }[] = [
  { prefix: '/api/v11', plugin: catalog },
];

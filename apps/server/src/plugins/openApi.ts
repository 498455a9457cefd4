import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI description of every route registered after this plugin, at /api/openapi.json. */
export const openApi = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: { info: { title: `${app.deps.config.BRAND_NAME} parts finder API`, version: '1.0.0' } },
      transform: jsonSchemaTransform,
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);

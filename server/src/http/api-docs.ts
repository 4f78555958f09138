import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_NAME, SESSION_COOKIE } from '@vaultbox/common/constants.ts';

/** OpenAPI generated from the routes' zod schemas: UI at /api/docs, document at /api/docs/json. Register before routes. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '0.1.0',
        description: 'JSON API under /api. Errors: {success:false, error, code, details?}.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          // A personal API token (docs/security.md, API tokens): a bearer `vbx_...`; a route lists the scopes it needs.
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'vbx_...',
            description: 'A personal API token. Scopes: read, upload, share, account, admin.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

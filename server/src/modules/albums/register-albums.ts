import type { FastifyInstance } from 'fastify';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { registerAlbumsRoutes } from './albums.routes.ts';
import type { AlbumsService } from './albums.service.ts';

/** A user's albums: make, edit, fill, order and delete them (docs/product.md, Albums). */
export async function registerAlbums(
  app: FastifyInstance,
  { requireUser }: ModuleDeps,
  albums: AlbumsService,
): Promise<void> {
  await registerSignedInRoutes(app, requireUser, 'albums', (scope) => registerAlbumsRoutes(scope, albums));
}

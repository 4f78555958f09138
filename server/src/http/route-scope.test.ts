import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { neededScopes } from './route-scope.ts';
import { registerSignedInRoutes } from './signed-in-routes.ts';

describe('the scope a signed-in route declares (docs/security.md, API tokens)', () => {
  it.each([
    ['session', 'session'],
    ['read', ['read']],
    [
      ['upload', 'share'],
      ['upload', 'share'],
    ],
    [undefined, null],
    [[], null],
    ['root', null],
    [['read', 'root'], null],
  ])('reads %j as %j', (declared, needed) => {
    expect(neededScopes(declared)).toEqual(needed);
  });

  it('stops the app from starting when a route of a signed-in group declares none, naming the route', async () => {
    const app = Fastify();
    const letThrough = async () => {};
    await expect(
      (async () => {
        await registerSignedInRoutes(app, letThrough, 'test', (scope) => {
          scope.get('/api/declared', { config: { scope: 'read' }, handler: async () => ({}) });
          scope.get('/api/forgotten', { handler: async () => ({}) });
        });
        await app.ready();
      })(),
    ).rejects.toThrow(/GET \/api\/forgotten .*config\.scope/);
    await app.close();
  });
});

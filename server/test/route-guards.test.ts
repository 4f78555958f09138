import { beforeAll, describe, expect, it } from 'vitest';
import { openApiOperations, type ApiOperation } from './helpers/openapi-operations.ts';
import { useTestApp } from './helpers/test-app.ts';

// Authentication is declared once per route group (http/signed-in-routes.ts). This proves the groups cover every
// route: each route the OpenAPI document marks as secured answers 401 to a stranger, whatever the body, and the
// routes open to strangers are exactly the ones listed here.
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/ready',
  'GET /api/system/info',
  /^POST \/api\/auth\//,
  /^GET \/api\/auth\/(settings|check-email)$/,
  // Single sign-on's redirects (docs/security.md, Single sign-on).
  /^GET \/api\/auth\/oidc\/(start|callback)$/,
  /^(GET|HEAD|POST) \/api\/share\/public\//,
  /^(GET|HEAD) \/r\/\{slug\}(\/\{itemId\})?$/,
  'POST /api/notifications/unsubscribe/{token}',
  /^(GET|HEAD) \/api\/u\/\{username\}(\/|$)/,
  // File requests' visitors (docs/product.md, File requests): their page, token, list and tus uploads.
  /^(GET|HEAD|POST|PATCH|DELETE|OPTIONS) \/api\/requests\/public\//,
];

describe('route guards', () => {
  const t = useTestApp();
  let operations: ApiOperation[];

  beforeAll(async () => {
    operations = await openApiOperations(t.url);
  });

  it('answers 401 to a stranger on every secured route, before reading any body', async () => {
    const secured = operations.filter((op) => op.secured);
    expect(secured.length).toBeGreaterThan(20);
    for (const op of secured) {
      const url = t.url + op.path.replaceAll(/\{[^}]+\}/g, 'x');
      const withBody = !['GET', 'HEAD', 'DELETE'].includes(op.method);
      const res = await fetch(url, {
        method: op.method,
        headers: withBody ? { 'content-type': 'application/json' } : {},
        body: withBody ? '{not json' : undefined,
      });
      expect(res.status, `${op.method} ${op.path}`).toBe(401);
      await res.arrayBuffer();
    }
  });

  it('leaves open only the routes meant for strangers', () => {
    const open = operations.filter((op) => !op.secured).map((op) => `${op.method} ${op.path}`);
    const unexpected = open.filter(
      (route) => !PUBLIC_ROUTES.some((rule) => (typeof rule === 'string' ? rule === route : rule.test(route))),
    );
    expect(unexpected).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { openApiOperations } from './helpers/openapi-operations.ts';
import { useTestApp } from './helpers/test-app.ts';
import { PARAM, readWebSources, webApiCalls, type WebApiCall } from './helpers/web-api-calls.ts';

// The web names its API paths in its own files and the server declares them in its routes: this holds every request
// the web makes (method and path, read from its source) against the OpenAPI document the server builds from its
// routes, so a path typed on one side cannot drift from the other unnoticed.

describe('the web calls only routes the server has', () => {
  const t = useTestApp();
  let routes: Set<string>;

  beforeAll(async () => {
    const operations = await openApiOperations(t.url);
    // HEAD is answered by every GET route; a path's parameters are written {} on both sides.
    routes = new Set(operations.map((op) => `${op.method} ${op.path.replaceAll(/\{[^}]+\}/g, PARAM)}`));
  });

  const missing = (calls: WebApiCall[]) =>
    calls
      .filter((call) => !routes.has(`${call.method === 'HEAD' ? 'GET' : call.method} ${call.path}`))
      .map((call) => `${call.method} ${call.path} (${call.at})`);

  it('finds each request of the web in the OpenAPI document', () => {
    const { calls, unreadable } = webApiCalls(readWebSources());
    expect(unreadable).toEqual([]);
    // The reader sees every form the web writes a request in: a literal, parameters, a conditional, helpers.
    const seen = new Set(calls.map((call) => `${call.method} ${call.path}`));
    for (const known of [
      'POST /api/auth/login',
      'PATCH /api/invite/{}/activate',
      'PATCH /api/invite/{}/deactivate',
      'DELETE /api/share/{}',
      'POST /api/user/avatar',
      'GET /api/media/{}/thumbnail',
      'HEAD /api/share/public/s/{}/preview',
      'GET /api/share/public/s/{}/download',
    ])
      expect(seen, known).toContain(known);
    expect(calls.length).toBeGreaterThan(60);
    expect(missing(calls)).toEqual([]);
  });

  it('reports a path or a method the server does not have', () => {
    const api = "import { apiRequest } from '../../../lib/api-client.ts';\n";
    const { calls, unreadable } = webApiCalls({
      'web/src/features/x/api/calls.ts': [
        api,
        'export const good = (id: string) => apiRequest(`/media/${encodeURIComponent(id)}/view`, { method: "POST" });',
        'export const typo = (id: string) => apiRequest(`/media/${encodeURIComponent(id)}/veiw`, { method: "POST" });',
        "export const wrongMethod = () => apiRequest('/user/password', { method: 'POST' });",
        'export const unknown = (path: string) => apiRequest(path);',
      ].join('\n'),
    });
    expect(missing(calls)).toEqual([
      'POST /api/media/{}/veiw (web/src/features/x/api/calls.ts:4)',
      'POST /api/user/password (web/src/features/x/api/calls.ts:5)',
    ]);
    expect(unreadable).toEqual(['web/src/features/x/api/calls.ts:6: the path']);
  });
});

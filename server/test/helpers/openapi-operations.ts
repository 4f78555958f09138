// The routes an app declares, read from its OpenAPI document: the tests that must cover every route (route guards,
// hostile input) take their list from here, so a route added later is covered without anyone listing it.

export interface ApiOperation {
  method: string;
  /** The path with its parameters in braces: /api/media/{id}. */
  path: string;
  /** Whether the document marks it as needing a signed-in caller. */
  secured: boolean;
  /** What an API token needs to call it (`x-token-scope`, docs/security.md, API tokens); absent on open routes. */
  tokenScope?: 'session' | string[];
  /** The names of its query parameters. */
  query: string[];
  /** The fields its JSON body declares; empty when it takes no JSON body. */
  jsonFields: string[];
}

interface DocumentOperation {
  security?: unknown[];
  'x-token-scope'?: 'session' | string[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Every operation of the app at `baseUrl` (its /api/docs/json). */
export async function openApiOperations(baseUrl: string): Promise<ApiOperation[]> {
  const doc = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as {
    paths: Record<string, Record<string, DocumentOperation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const json = op.requestBody?.content?.['application/json'];
      return {
        method: method.toUpperCase(),
        path,
        secured: (op.security?.length ?? 0) > 0,
        tokenScope: op['x-token-scope'],
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        jsonFields: Object.keys(json?.schema?.properties ?? {}),
      };
    }),
  );
}

import { CliError } from './cli-error.ts';
import type { Connection } from './connection.ts';

// The one HTTP helper of the user commands: bearer token, JSON in and out, the server's sentence on a refusal.

export type Query = Record<string, string | number | boolean | undefined>;

export interface ApiClient {
  readonly connection: Connection;
  url(path: string, query?: Query): string;
  get<T>(path: string, query?: Query): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
  /** A byte response (a download), checked for success; its body is the caller's to read. */
  fetchBytes(path: string): Promise<Response>;
}

/** The sentence of an error answer: the server's `error` when it sent one. */
export async function refusalOf(response: Response, server: string): Promise<CliError> {
  const text = await response.text().catch(() => '');
  let body: { error?: unknown; code?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  const sentence =
    typeof body.error === 'string' && body.error
      ? body.error
      : response.status === 401
        ? 'The server refused the token (401): sign in again with `vaultbox login`.'
        : `${server} answered ${response.status} ${response.statusText}`.trim();
  // The web's "Please sign in" means, for a token, that it is wrong, expired or revoked.
  const hint =
    response.status === 401 && typeof body.error === 'string' ? ' The token is wrong, expired or revoked.' : '';
  return new CliError(sentence + hint, typeof body.code === 'string' ? body.code : `HTTP_${response.status}`);
}

export function unreachable(server: string, error: unknown): CliError {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const detail = cause?.code ?? cause?.message ?? (error as Error).message;
  return new CliError(`Could not reach ${server} (${detail})`, 'UNREACHABLE');
}

export function apiClient(connection: Connection): ApiClient {
  const url = (path: string, query: Query = {}) => {
    const target = new URL(connection.server + path);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) target.searchParams.set(key, String(value));
    }
    return target.href;
  };
  const send = async (method: string, path: string, body?: unknown, query?: Query): Promise<Response> => {
    const headers: Record<string, string> = { authorization: `Bearer ${connection.token}`, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(url(path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw unreachable(connection.server, error);
    }
    if (!response.ok) throw await refusalOf(response, connection.server);
    return response;
  };
  const json = async <T>(response: Response): Promise<T> => {
    try {
      return (await response.json()) as T;
    } catch {
      throw new CliError(`${connection.server} did not answer JSON: is it a Vaultbox server?`, 'NOT_VAULTBOX');
    }
  };
  return {
    connection,
    url,
    get: async (path, query) => json(await send('GET', path, undefined, query)),
    post: async (path, body) => json(await send('POST', path, body)),
    delete: async (path) => json(await send('DELETE', path)),
    fetchBytes: (path) => send('GET', path),
  };
}

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_SCOPES, type ApiTokenScope, SCOPE_REQUIRED_CODE } from '@vaultbox/common/schemas/api-tokens.ts';
import { openApiOperations, type ApiOperation } from '../helpers/openapi-operations.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { signedInAccount } from '../settings/settings-helpers.ts';
import { makeToken } from './token-helpers.ts';

// Every signed-in route declares what an API token needs (http/route-scope.ts); this walks the OpenAPI document, so a
// route added later is covered without anyone listing it (docs/security.md, API tokens). The owner's tokens are used,
// so the admin scope is one the account may hold.

const REFUSALS = new Set<string>(['TOKEN_NOT_ALLOWED', ...Object.values(SCOPE_REQUIRED_CODE)]);

interface Answer {
  status: number;
  code: string | null;
}

describe('the scope of every signed-in route', () => {
  const t = useTestApp();
  const { api } = t;
  let secured: ApiOperation[];
  let session: string;
  const tokens = new Map<string, string>();

  /** A token of the owner with exactly `scopes` (made once per set). */
  async function tokenWith(scopes: readonly ApiTokenScope[]): Promise<string> {
    const key = [...scopes].sort().join('+');
    if (!tokens.has(key)) tokens.set(key, (await makeToken(api, session, scopes)).secret);
    return tokens.get(key) as string;
  }

  async function send(op: ApiOperation, token: string): Promise<Answer> {
    const url = t.url + op.path.replaceAll(/\{[^}]+\}/g, () => randomUUID());
    const withBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(op.method);
    const res = await fetch(url, {
      method: op.method,
      headers: { authorization: `Bearer ${token}`, ...(withBody ? { 'content-type': 'application/json' } : {}) },
      body: withBody ? '{}' : undefined,
    });
    const text = await res.text();
    let code: string | null = null;
    try {
      code = (JSON.parse(text) as { code?: string }).code ?? null;
    } catch {
      // Not JSON: a download, an empty answer, a HEAD.
    }
    return { status: res.status, code };
  }

  const label = (op: ApiOperation) => `${op.method} ${op.path}`;
  /** HEAD answers carry no body: the status alone tells the refusal. */
  const refusedWith = (op: ApiOperation, answer: Answer, code: string) =>
    op.method === 'HEAD'
      ? expect(answer.status, label(op)).toBe(403)
      : expect(answer, label(op)).toEqual({ status: 403, code });

  beforeAll(async () => {
    secured = (await openApiOperations(t.url)).filter((op) => op.secured);
    const owner = await signedInAccount(t, api, { role: 'owner' });
    session = owner.token;
  });

  it('is declared on every secured route', () => {
    expect(secured.length).toBeGreaterThan(40);
    const undeclared = secured.filter((op) => op.tokenScope === undefined).map(label);
    expect(undeclared).toEqual([]);
  });

  it('keeps the security routes for sessions: password, 2FA, sessions, tokens, account deletion', () => {
    const sessionOnly = secured.filter((op) => op.tokenScope === 'session').map(label);
    for (const route of [
      'PUT /api/user/password',
      'POST /api/user/2fa/enable',
      'POST /api/user/2fa/disable',
      'GET /api/user/sessions',
      'DELETE /api/user/sessions/all',
      'GET /api/user/tokens',
      'POST /api/user/tokens',
      'DELETE /api/user/tokens/{id}',
      'POST /api/user/delete-account',
    ]) {
      expect(sessionOnly).toContain(route);
    }
  });

  it('refuses a token without the route scope with 403 naming it, even when it holds every other scope', async () => {
    for (const op of secured) {
      if (op.tokenScope === undefined || op.tokenScope === 'session') continue;
      for (const needed of op.tokenScope as ApiTokenScope[]) {
        const token = await tokenWith(API_TOKEN_SCOPES.filter((scope) => scope !== needed));
        refusedWith(op, await send(op, token), SCOPE_REQUIRED_CODE[needed]);
      }
    }
  });

  it('lets a token with exactly the route scopes past the scope check', async () => {
    for (const op of secured) {
      if (op.tokenScope === undefined || op.tokenScope === 'session') continue;
      const answer = await send(op, await tokenWith(op.tokenScope as ApiTokenScope[]));
      expect(answer.status, label(op)).not.toBe(401);
      expect(answer.status, label(op)).toBeLessThan(500);
      if (op.method === 'HEAD') expect(answer.status, label(op)).not.toBe(403);
      else expect(REFUSALS.has(answer.code ?? ''), `${label(op)}: ${answer.code}`).toBe(false);
    }
  });

  it('refuses every token on a session route with 403 TOKEN_NOT_ALLOWED, even one with every scope', async () => {
    const everything = await tokenWith(API_TOKEN_SCOPES);
    for (const op of secured) {
      if (op.tokenScope === 'session') refusedWith(op, await send(op, everything), 'TOKEN_NOT_ALLOWED');
    }
  });
});

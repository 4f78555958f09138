import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildInviteCode, buildMedia, buildShare, buildUser, signIn } from './helpers/factories.ts';
import { call, type ApiResponse, type CallOptions } from './helpers/http-client.ts';
import { openApiOperations, type ApiOperation } from './helpers/openapi-operations.ts';
import { useTestApp } from './helpers/test-app.ts';

// User input never causes a 500. Every route the OpenAPI document lists is called, as the owner, with what a careless
// client or an attacker sends: odd path values, odd query values, bodies of the wrong shape, type, size or encoding.
// Every answer is below 500, and a refusal says why in `error`. The areas' own tests check the exact statuses and
// that nothing was written; this one makes sure no route, including one added later, is left out.

const HUGE = 'x'.repeat(100_000);
/** Path values: not ids of anything, badly encoded, too long, climbing out. */
const ODD_PATH_VALUES = [
  'x',
  '%00',
  '%FF%FE%C0%AF',
  'a'.repeat(2000),
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '1e309',
  "'%20OR%201=1",
];
/** Query values, each sent alone in one parameter (URL-encoded here). */
const ODD_QUERY_VALUES = [
  '',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e309',
  '9'.repeat(30),
  'x'.repeat(5000),
  '\u0000',
  "' OR 1=1 --",
];
/** Field values, each sent alone in one field of an otherwise empty body. */
const ODD_FIELD_VALUES: unknown[] = [
  null,
  123,
  -1,
  1e308,
  true,
  [],
  {},
  [HUGE],
  HUGE,
  '\u0000',
  "' OR 1=1 --",
  '2026-13-45',
];
/** Request headers a client may get wrong: ranges past the end, backwards, many; odd validators, encodings, cookies. */
const ODD_HEADERS: Record<string, string>[] = [
  { range: 'bytes=999999999-' },
  { range: 'bytes=5-1' },
  { range: 'bytes=-0' },
  { range: 'bytes=0-1,2-3,4-5' },
  { range: 'bytes=abc' },
  { range: `bytes=${'9'.repeat(40)}-` },
  { 'if-none-match': '"' + 'x'.repeat(5000) },
  { 'if-modified-since': 'yesterday' },
  { 'accept-encoding': 'x'.repeat(5000) },
  { cookie: 'vaultbox_session=%FF%00; ' + 'a=b; '.repeat(500) },
  { origin: 'null' },
];
/** Whole bodies that are not the object a route expects, or not JSON at all. */
const ODD_BODIES: CallOptions[] = [
  { rawBody: '{"a": ' },
  { rawBody: '[]' },
  { rawBody: 'null' },
  { rawBody: '"text"' },
  { rawBody: '{}' },
  { rawBody: `{"${'k'.repeat(1000)}": 1}` },
  { rawBody: 'hello', headers: { 'content-type': 'text/plain' } },
  { rawBody: '--x\r\ngarbage', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
  { rawBody: 'bytes', headers: { 'content-type': 'application/offset+octet-stream' } },
];

// Each test walks every route of the API with many odd values: its time grows with the API, so it has its own limit.
describe('hostile input on every route', { timeout: 120_000 }, () => {
  const t = useTestApp();
  let operations: ApiOperation[];
  let owner: Awaited<ReturnType<typeof buildUser>>;
  let token = '';
  /** The ids a route's path may name, by the route's prefix: real ones, so that a body reaches the route's rules. */
  let realIds: [RegExp, string][];

  beforeAll(async () => {
    operations = (await openApiOperations(t.url)).filter((op) => op.method !== 'HEAD');
    owner = await buildUser(t.ctx, { role: 'owner' });
    const other = await buildUser(t.ctx);
    const file = await buildMedia(t.ctx, owner.user, Buffer.from('a note'), { name: 'note.txt' });
    const share = await buildShare(t.ctx, file);
    const invite = await buildInviteCode(t.ctx, { createdBy: owner.user.id });
    realIds = [
      [/^\/api\/media\/\{id\}/, file.id],
      [/^\/api\/share\/\{id\}/, share.id],
      [/\{slug\}/, share.slug],
      [/^\/api\/invite\/\{id\}/, String(invite.id)],
      [/^\/api\/admin\/users\/\{id\}/, other.user.id],
      [/\{userId\}/, owner.user.id],
    ];
    token = (await signIn(t.api, owner.email, owner.password)).token;
  });

  /** The path with its parameters given a real id where one is known, else one that names nothing. */
  const realPath = (op: ApiOperation) => {
    const known = realIds.find(([pattern]) => pattern.test(op.path))?.[1];
    return op.path.replaceAll(/\{[^}]+\}/g, known ?? 'x');
  };

  let failures: string[] = [];
  beforeEach(() => {
    failures = [];
  });
  const send = async (op: ApiOperation, path: string, options: CallOptions = {}): Promise<ApiResponse> => {
    const res = await call(t.url, op.method, path, { token, ...options });
    const what = `${op.method} ${path.slice(0, 80)} ${JSON.stringify(options).slice(0, 80)}`;
    if (res.status >= 500) failures.push(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    else if (res.status >= 400 && (typeof res.body?.error !== 'string' || res.body.error.length === 0))
      failures.push(`${what}: ${res.status} without a sentence in error`);
    // Some calls end the session (sign out, sign out everywhere): the sweep goes on signed in again. A read ends none.
    if (op.method !== 'GET' && (await call(t.url, 'GET', '/api/user/profile', { token })).status === 401)
      token = (await signIn(t.api, owner.email, owner.password)).token;
    return res;
  };

  it('never answers 500 to odd values in a path', async () => {
    const withParams = operations.filter((op) => op.path.includes('{'));
    expect(withParams.length).toBeGreaterThan(25);
    for (const op of withParams) {
      for (const value of ODD_PATH_VALUES) await send(op, op.path.replaceAll(/\{[^}]+\}/g, value));
    }
    expect(failures).toEqual([]);
  });

  it('never answers 500 to odd values in a query', async () => {
    const withQuery = operations.filter((op) => op.query.length > 0);
    expect(withQuery.length).toBeGreaterThan(15);
    for (const op of withQuery) {
      const path = realPath(op);
      for (const name of op.query) {
        for (const value of ODD_QUERY_VALUES) await send(op, `${path}?${name}=${encodeURIComponent(value)}`);
        await send(op, `${path}?${name}=1&${name}=2`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers 500 to odd request headers', async () => {
    const reads = operations.filter((op) => op.method === 'GET');
    expect(reads.length).toBeGreaterThan(30);
    for (const op of reads) {
      for (const headers of ODD_HEADERS) await send(op, realPath(op), { headers });
    }
    expect(failures).toEqual([]);
  });

  it('never answers 500 to bodies of the wrong shape, type, size or encoding', async () => {
    const withBody = operations.filter((op) => ['POST', 'PUT', 'PATCH'].includes(op.method));
    expect(withBody.length).toBeGreaterThan(40);
    for (const op of withBody) {
      const path = realPath(op);
      for (const body of ODD_BODIES) await send(op, path, body);
      for (const field of op.jsonFields) {
        for (const value of ODD_FIELD_VALUES) await send(op, path, { body: { [field]: value } });
      }
    }
    expect(failures).toEqual([]);
  });
});

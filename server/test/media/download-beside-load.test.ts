import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { openedBatches } from '../../src/storage/crypto/chunked-decrypt.ts';
import { DEFAULT_CHUNK_SIZE } from '../../src/storage/crypto/chunked-format.ts';
import { buildMedia } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { rawGet, useMember } from './media-helpers.ts';

// A download beside a crowd of requests: a local blob is read a few chunks at a time and each chunk is opened inline
// as the socket takes the last (the worker thread opens only batches of 4+ chunks, which such reads no longer make),
// so each turn of the event loop does little for it. The bytes that go out are the file's, whole and in order.
describe('a download beside a crowd of requests', () => {
  const t = useTestApp();
  const me = useMember(t);
  const content = randomBytes(12 * 1024 * 1024 + 321);
  let id: string;
  const auth = () => ({ authorization: `Bearer ${me.token}` });

  beforeAll(async () => {
    id = (await buildMedia(t.ctx, me.user, content, { name: 'big.bin' })).id;
  });

  /** Runs `download` while 24 clients call the library list back to back, until it ends. */
  async function besideTheLoad<T>(download: () => Promise<T>): Promise<{ result: T; answered: number[] }> {
    let done = false;
    const answered: number[] = [];
    const client = async () => {
      while (!done) answered.push((await t.api.get('/api/media?page=1&limit=20', { token: me.token })).status);
    };
    const clients = Array.from({ length: 24 }, client);
    try {
      return { result: await download(), answered };
    } finally {
      done = true;
      await Promise.all(clients);
    }
  }

  it('sends the whole file byte for byte, its chunks opened one at a time', async () => {
    const before = openedBatches().main;
    const { result, answered } = await besideTheLoad(() => rawGet(`${t.url}/api/media/${id}/download`, auth()));
    expect(result.status).toBe(200);
    expect(result.body.equals(content)).toBe(true);
    expect(openedBatches().main - before).toBe(Math.ceil(content.length / DEFAULT_CHUNK_SIZE));
    expect(answered.length).toBeGreaterThan(24);
    expect(new Set(answered)).toEqual(new Set([200]));
  });

  it('sends a range that starts and ends inside chunks, byte for byte', async () => {
    const start = 1_000_003;
    const end = 9_999_999;
    const { result } = await besideTheLoad(() =>
      rawGet(`${t.url}/api/media/${id}/stream`, { ...auth(), range: `bytes=${start}-${end}` }),
    );
    expect(result.status).toBe(206);
    expect(result.body.equals(content.subarray(start, end + 1))).toBe(true);
  });
});

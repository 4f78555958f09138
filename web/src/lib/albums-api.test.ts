import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAllAlbums } from './albums-api.ts';

const album = (n: number) => ({ id: `a${n}`, name: `Album ${n}` });

describe('fetchAllAlbums (what an album picker offers)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads every page, not only the first hundred', async () => {
    const total = 250;
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        asked.push(url.search);
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        const albums = Array.from({ length: Math.max(0, Math.min(limit, total - (page - 1) * limit)) }, (_, i) =>
          album((page - 1) * limit + i),
        );
        const data = { albums, page, limit, total, totalPages: Math.ceil(total / limit) };
        return new Response(JSON.stringify({ success: true, data }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const albums = await fetchAllAlbums();
    expect(albums).toHaveLength(total);
    expect(albums.at(-1)).toMatchObject({ id: 'a249' });
    expect(asked).toHaveLength(3);
  });
});

import { describe, expect, it } from 'vitest';
import { BULK_IDS_MAX } from '@vaultbox/common/schemas/media.ts';
import { addToAlbum, type AlbumApi } from './album-add.ts';
import { CliError } from './cli-error.ts';

// `vaultbox upload --album`: the files go into the album in batches, and a maintenance is waited out as the upload's.
function fakeApi(refusals: Error[]) {
  const posts: { path: string; ids: string[] }[] = [];
  const api: AlbumApi = {
    post: async (path, body) => {
      const refusal = refusals.shift();
      if (refusal) throw refusal;
      posts.push({ path, ids: (body as { mediaIds: string[] }).mediaIds });
      return {};
    },
  };
  return { api, posts };
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => `file-${i}`);

describe('addToAlbum', () => {
  it('adds every file, in batches the server accepts', async () => {
    const { api, posts } = fakeApi([]);
    const result = await addToAlbum('album 1', ids(BULK_IDS_MAX + 3), api, { say: () => undefined });
    expect(result).toBeNull();
    expect(posts.map((p) => p.ids.length)).toEqual([BULK_IDS_MAX, 3]);
    expect(posts[0].path).toBe('/api/albums/album%201/files');
  });

  it('waits out a maintenance, saying so, then adds the files', async () => {
    const maintenance = new CliError('System is in maintenance mode.', 'MAINTENANCE_MODE');
    const { api, posts } = fakeApi([maintenance, maintenance]);
    const lines: string[] = [];
    const result = await addToAlbum('a', ids(2), api, {
      say: (line) => lines.push(line),
      waitsS: [2, 4],
      sleep: async () => undefined,
    });
    expect(result).toBeNull();
    expect(lines).toEqual(['Server in maintenance, retrying in 2s', 'Server in maintenance, retrying in 4s']);
    expect(posts).toHaveLength(1);
  });

  it("returns another refusal's sentence at once, without waiting", async () => {
    const { api, posts } = fakeApi([new CliError('Album not found.', 'NOT_FOUND')]);
    const lines: string[] = [];
    const result = await addToAlbum('a', ids(2), api, { say: (line) => lines.push(line) });
    expect(result).toBe('Album not found.');
    expect(lines).toEqual([]);
    expect(posts).toHaveLength(0);
  });
});

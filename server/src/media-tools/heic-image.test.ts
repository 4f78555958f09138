import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../test/helpers/fixtures.ts';
import { decodeHeic } from './heic-image.ts';

describe('decodeHeic failures', () => {
  it('says a picture over the pixel limit is too large, not unreadable', async () => {
    const photo = await readFile(fixture('fixture-heic.heic')); // 3024 x 4032
    const decoded = await decodeHeic(photo, 1_000_000);
    expect(decoded).toMatchObject({ ok: false, failure: 'too_large' });
    expect(await decodeHeic(photo)).toMatchObject({ ok: true, width: 3024, height: 4032 });
  });
  it('gives bytes it cannot read no kind: the content is the problem', async () => {
    const decoded = await decodeHeic(Buffer.from('not a picture at all'));
    expect(decoded.ok).toBe(false);
    expect(decoded).not.toHaveProperty('failure');
  });
});

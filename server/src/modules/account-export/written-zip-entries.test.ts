import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { zipEntries } from '../../../test/helpers/zip-entries.ts';
import { writtenZipEntries } from './written-zip-entries.ts';

/** A ZIP of `count` small files added one after the other, written entries taken out of yazl's list as it goes. */
async function zipOf(count: number, chunkBytes?: number): Promise<{ zip: Buffer; longestList: number }> {
  const zip = new yazl.ZipFile();
  const written = writtenZipEntries(zip, chunkBytes);
  const chunks: Buffer[] = [];
  zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = finished(zip.outputStream);
  let longestList = 0;
  for (let i = 0; i < count; i++) {
    written.takeWritten();
    const stream = Readable.from([Buffer.from(`file ${i}`)]);
    zip.addReadStream(stream, `files/${i}.txt`, { size: Buffer.byteLength(`file ${i}`), compress: false });
    longestList = Math.max(longestList, (zip as unknown as { entries: unknown[] }).entries.length);
    await finished(stream);
  }
  written.end({ forceZip64Format: true, comment: '' });
  await done;
  return { zip: Buffer.concat(chunks), longestList };
}

describe('writtenZipEntries', () => {
  it('makes the same archive with yazl holding only the entries not yet written', async () => {
    const { zip, longestList } = await zipOf(500);
    const entries = zipEntries(zip);
    expect(entries.size).toBe(500);
    expect(entries.get('files/0.txt')?.toString()).toBe('file 0');
    expect(entries.get('files/499.txt')?.toString()).toBe('file 499');
    expect(longestList).toBeLessThanOrEqual(3);
  });

  it('keeps the order of the records across many packed chunks', async () => {
    const { zip } = await zipOf(300, 1000);
    const names = [...zipEntries(zip).keys()];
    expect(names).toEqual(Array.from({ length: 300 }, (_, i) => `files/${i}.txt`));
  });
});

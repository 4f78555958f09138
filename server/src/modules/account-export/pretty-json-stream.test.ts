import { describe, expect, it } from 'vitest';
import { prettyJsonChunks, streamedArray } from './pretty-json-stream.ts';

async function textOf(document: Record<string, unknown>): Promise<string> {
  let text = '';
  for await (const chunk of prettyJsonChunks(document)) text += chunk;
  return text;
}

async function* batchesOf<T>(...batches: T[][]): AsyncGenerator<T[]> {
  yield* batches;
}

describe('prettyJsonChunks', () => {
  it('writes what JSON.stringify(document, null, 2) writes, a streamed array item by item', async () => {
    const files = [{ id: 'a', tags: ['x', 'y'], meta: { w: 1 } }, { id: 'b', tags: [] }, { id: 'c\n"quoted"' }];
    const rest = { profile: { name: 'Ann', nested: { deep: [1, { two: 2 }] } }, shares: [], empty: {}, n: 3 };
    const expected = JSON.stringify({ exportedAt: 'now', files, ...rest, skipped: undefined }, null, 2);
    const document = {
      exportedAt: 'now',
      files: streamedArray(() => batchesOf(files.slice(0, 2), [], files.slice(2))),
      ...rest,
      skipped: undefined,
    };
    expect(await textOf(document)).toBe(expected);
  });

  it('writes an empty streamed array and an empty document as JSON.stringify does', async () => {
    expect(await textOf({ files: streamedArray(() => batchesOf<unknown>()) })).toBe(
      JSON.stringify({ files: [] }, null, 2),
    );
    expect(await textOf({})).toBe('{}');
  });

  it('asks for the batches anew at each writing (the archive writes the document once, the JSON export once)', async () => {
    let asked = 0;
    const document = {
      files: streamedArray(() => {
        asked++;
        return batchesOf([1, 2], [3]);
      }),
    };
    expect(JSON.parse(await textOf(document))).toEqual({ files: [1, 2, 3] });
    expect(JSON.parse(await textOf(document))).toEqual({ files: [1, 2, 3] });
    expect(asked).toBe(2);
  });
});

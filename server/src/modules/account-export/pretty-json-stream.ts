const ITEMS = Symbol('streamed array');

/** An array of the document written as its items come, batch by batch: never held whole. */
export interface StreamedArray {
  readonly [ITEMS]: () => AsyncIterable<readonly unknown[]>;
}

/** `batches` (called once per writing of the document) as an array of the document. */
export function streamedArray(batches: () => AsyncIterable<readonly unknown[]>): StreamedArray {
  return { [ITEMS]: batches };
}

const isStreamed = (value: unknown): value is StreamedArray =>
  typeof value === 'object' && value !== null && ITEMS in value;

/** JSON text nested `depth` levels deep: each line after the first indented by two spaces a level. */
const nested = (json: string, depth: number) => json.replaceAll('\n', `\n${'  '.repeat(depth)}`);

/**
 * The text of JSON.stringify(document, null, 2), in pieces: a value that is a streamedArray is written item by item
 * as its batches come, so a document with a million files never exists as one string (V8 refuses strings past about
 * 512 MB) or as a million objects at once. Keys whose value is undefined are left out, as JSON.stringify does.
 */
export async function* prettyJsonChunks(document: Record<string, unknown>): AsyncGenerator<string> {
  yield '{';
  let firstKey = true;
  for (const [key, value] of Object.entries(document)) {
    if (value === undefined) continue;
    yield `${firstKey ? '' : ','}\n  ${JSON.stringify(key)}: `;
    firstKey = false;
    if (!isStreamed(value)) {
      yield nested(JSON.stringify(value, null, 2), 1);
      continue;
    }
    let firstItem = true;
    for await (const batch of value[ITEMS]()) {
      if (batch.length === 0) continue;
      const items = batch.map((item) => `,\n    ${nested(JSON.stringify(item, null, 2) ?? 'null', 2)}`).join('');
      yield firstItem ? `[${items.slice(1)}` : items;
      firstItem = false;
    }
    yield firstItem ? '[]' : '\n  ]';
  }
  yield firstKey ? '}' : '\n}';
}

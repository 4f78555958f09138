import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import yazl from 'yazl';
import type { MediaContent } from '../../domain/media/media-content.ts';
import { zipEntryNames } from './share-zip-names.ts';

/**
 * The ZIP writer is yazl (already the account export's): native Node streams, ZIP64 by itself where sizes or offsets
 * pass 4 GB, store or deflate per entry, entries read from a stream one after the other with backpressure, one small
 * dependency. archiver's zip-stream runs on userland streams and reached 341 MB/s storing 1 GB in memory here, against
 * yazl's 1,654 MB/s once its CRC is the one below.
 *
 * yazl sums each entry's CRC-32 with buffer-crc32, a byte-at-a-time table: 283 MB/s on the development machine, the
 * ceiling of a whole "Download all". Node's zlib.crc32 (since 20.15; engines asks for 20.19) gives the same values at
 * about 4 GB/s. yazl calls that module's `unsigned(chunk, previous)` for every chunk, so it is pointed at zlib's once,
 * in the instance yazl itself loaded (share-zip.test.ts checks both agree and that it took).
 */
function useNativeCrc32(): void {
  const yazlRequire = createRequire(createRequire(import.meta.url).resolve('yazl'));
  const bufferCrc32 = yazlRequire('buffer-crc32') as { unsigned: (data: Buffer, previous?: number) => number };
  bufferCrc32.unsigned = function zlibCrc32(data, previous) {
    return crc32(data, previous ?? 0);
  };
}
useNativeCrc32();

/** What a share's "Download all" packs: its items in order, each opened (stripped where the share asks) on its turn. */
export interface ZipPlan {
  items: ReadonlyArray<{ id: string }>;
  open(itemId: string): Promise<MediaContent>;
}

const TEXT_LIKE = [
  /^text\//,
  /^application\/(json|xml|javascript|ecmascript|x-javascript|x-sh|x-shellscript|sql|rtf|x-tex|x-yaml|yaml|toml|x-ndjson|csv|x-subrip|x-httpd-php|x-python)$/,
  /\+(xml|json)$/,
  /^image\/(svg\+xml|bmp|x-ms-bmp|x-portable-(any|bit|gray|pix)map)$/,
];

/**
 * Text (and a few uncompressed formats) is deflated; everything else, media first, is stored as it is: photos, video,
 * audio, PDFs and archives are compressed already, so deflating them costs CPU and gains nothing.
 */
export function isDeflated(mimeType: string): boolean {
  const type = mimeType.split(';')[0].trim().toLowerCase();
  return TEXT_LIKE.some((pattern) => pattern.test(type));
}

const entryDate = (content: MediaContent) => {
  const date = new Date(content.row.created_at);
  return Number.isNaN(date.getTime()) ? new Date() : date;
};

/**
 * The ZIP of a share's items, as a stream: each item is opened only when the archive reaches it (the next one once the
 * previous one was read to its end), flows through decrypted in memory with backpressure, and nothing touches the
 * disk. Names are the files' own names made safe and unique (share-zip-names.ts). An item that fails to open or to
 * read, or whose bytes do not match its size, destroys the stream with that error, so the response is cut rather than
 * ending as a quietly incomplete archive. A consumer that goes away (the stream destroyed) closes the item being read.
 */
export function shareZipStream(plan: ZipPlan, onFailure: (error: Error) => void = () => {}): Readable {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as unknown as Readable;
  const nameOf = zipEntryNames();
  let reading: Readable | null = null;

  const fail = (reason: unknown) => {
    reading?.destroy();
    if (output.destroyed) return; // the consumer went away first: nothing to report
    const error = reason instanceof Error ? reason : new Error(String(reason));
    onFailure(error);
    output.destroy(error);
  };
  zip.on('error', fail);
  output.once('close', () => reading?.destroy());

  async function pack() {
    for (const item of plan.items) {
      if (output.destroyed) return;
      const content = await plan.open(item.id);
      const stream = await content.open();
      if (output.destroyed) {
        stream.destroy();
        return;
      }
      reading = stream;
      zip.addReadStream(stream, nameOf(content.fileName), {
        compress: isDeflated(content.mimeType),
        size: content.size,
        mtime: entryDate(content),
      });
      // The next file is opened once this one was read through: one item open at a time.
      await finished(stream);
      reading = null;
    }
    zip.end();
  }
  pack().catch(fail);
  return output;
}

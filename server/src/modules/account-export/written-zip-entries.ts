import type yazl from 'yazl';

/** What of yazl's ZipFile (3.x) this reaches into; written-zip-entries.test.ts and server/test/settings/export-many-files.test.ts read back the ZIPs it makes. */
interface ZipEntry {
  state: number;
  getCentralDirectoryRecord(): Buffer;
}
interface ZipInternals {
  entries: ZipEntry[];
}
const FILE_DATA_DONE = 3; // yazl's Entry.FILE_DATA_DONE
const CHUNK_BYTES = 1024 * 1024;

/**
 * yazl keeps every entry it wrote, for the central directory at the end, and before each step walks its list from the
 * first entry to the first one not yet written: an archive of a million files made a million walks of up to a million
 * entries, and held a million entries (each with its name's Buffer, a Date and its stream's closure). This takes the
 * written entries out of yazl's list as the archive goes, keeps only their central directory records, packed in 1 MB
 * buffers (about 130 bytes a file: what the archive's directory takes anyway), and puts them back in their order, as
 * stand-ins that answer those records, when the archive ends.
 */
export function writtenZipEntries(zip: yazl.ZipFile, chunkBytes = CHUNK_BYTES) {
  const internals = zip as unknown as ZipInternals;
  const chunks: Buffer[] = [];
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let written = 0;

  function pack() {
    if (pending.length > 0) chunks.push(Buffer.concat(pending));
    pending = [];
    pendingBytes = 0;
  }

  /** Moves the entries yazl has written out of its list (call it between entries). */
  function takeWritten(): void {
    let done = 0;
    while (done < internals.entries.length && internals.entries[done].state === FILE_DATA_DONE) done++;
    for (const entry of internals.entries.splice(0, done)) {
      const record = entry.getCentralDirectoryRecord();
      pending.push(record);
      pendingBytes += record.length;
      if (pendingBytes >= chunkBytes) pack();
    }
    written += done;
  }

  /** zip.end(options), with the written entries back at the head of yazl's list. */
  function end(options: Parameters<yazl.ZipFile['end']>[0]): void {
    takeWritten();
    pack();
    const standIns: ZipEntry[] = chunks.map((chunk) => ({
      state: FILE_DATA_DONE,
      getCentralDirectoryRecord: () => chunk,
    }));
    // The rest of the written entries only count (the directory's number of entries): their records are in the chunks.
    const counted: ZipEntry = { state: FILE_DATA_DONE, getCentralDirectoryRecord: () => Buffer.alloc(0) };
    const placeholders = new Array<ZipEntry>(written - standIns.length).fill(counted);
    internals.entries = [...standIns, ...placeholders, ...internals.entries];
    zip.end(options);
  }

  return { takeWritten, end };
}

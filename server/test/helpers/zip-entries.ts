import { inflateRawSync } from 'node:zlib';

const MAX32 = 0xffffffff;

/** The ZIP64 extra field of a central directory entry: the 64-bit values of the fields that hold 0xFFFFFFFF. */
function zip64Values(extra: Buffer): bigint[] {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      const values: bigint[] = [];
      for (let v = at + 4; v + 8 <= at + 4 + size; v += 8) values.push(extra.readBigUInt64LE(v));
      return values;
    }
    at += 4 + size;
  }
  return [];
}

/** Every entry of a ZIP (ZIP64 too), by its central directory: name and inflated bytes. Enough for tests. */
export function zipEntries(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd === -1) throw new Error('zipEntries: no end of central directory');
  let count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  if (at === MAX32 || count === 0xffff) {
    const record = Number(zip.readBigUInt64LE(eocd - 20 + 8)); // from the ZIP64 locator just before
    count = Number(zip.readBigUInt64LE(record + 32));
    at = Number(zip.readBigUInt64LE(record + 48));
  }
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    let compressed = zip.readUInt32LE(at + 20);
    const uncompressed = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    let local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const big = zip64Values(zip.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength));
    if (uncompressed === MAX32) big.shift();
    if (compressed === MAX32) compressed = Number(big.shift());
    if (local === MAX32) local = Number(big.shift());
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressed);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

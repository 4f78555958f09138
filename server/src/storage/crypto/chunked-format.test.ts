import { describe, expect, it } from 'vitest';
import { BlobIntegrityError } from '../storage-errors.ts';
import {
  DEFAULT_CHUNK_SIZE as CHUNK,
  HEADER_BYTES,
  TAG_BYTES,
  chunksCovering,
  decodeHeader,
  encodeHeader,
  encryptedSizeFor,
  plaintextSizeFor,
} from './chunked-format.ts';

describe('blob sizes', () => {
  const cases: Array<[number, number]> = [
    [0, HEADER_BYTES + TAG_BYTES],
    [1, HEADER_BYTES + 1 + TAG_BYTES],
    [CHUNK - 1, HEADER_BYTES + CHUNK - 1 + TAG_BYTES],
    [CHUNK, HEADER_BYTES + CHUNK + TAG_BYTES],
    [CHUNK + 1, HEADER_BYTES + CHUNK + 1 + 2 * TAG_BYTES],
    [3 * CHUNK + 17, HEADER_BYTES + 3 * CHUNK + 17 + 4 * TAG_BYTES],
    [100 * 1024 * 1024, HEADER_BYTES + 100 * 1024 * 1024 + 1600 * TAG_BYTES],
  ];

  it.each(cases)('plaintext %i <-> blob %i', (plaintext, blob) => {
    expect(encryptedSizeFor(plaintext)).toBe(blob);
    expect(plaintextSizeFor(blob)).toBe(plaintext);
  });

  it('rejects blob sizes that no plaintext produces', () => {
    for (const size of [0, HEADER_BYTES, HEADER_BYTES + TAG_BYTES - 1, HEADER_BYTES + CHUNK + TAG_BYTES + 5]) {
      expect(() => plaintextSizeFor(size)).toThrow(BlobIntegrityError);
    }
    // A full chunk followed by an empty one is not a layout the encryptor writes.
    expect(() => plaintextSizeFor(HEADER_BYTES + CHUNK + 2 * TAG_BYTES)).toThrow(BlobIntegrityError);
  });
});

describe('chunksCovering', () => {
  it('maps inclusive plaintext ranges to chunk indexes', () => {
    expect(chunksCovering(0, 0)).toEqual({ first: 0, last: 0 });
    expect(chunksCovering(CHUNK - 1, CHUNK)).toEqual({ first: 0, last: 1 });
    expect(chunksCovering(CHUNK, 2 * CHUNK - 1)).toEqual({ first: 1, last: 1 });
    expect(chunksCovering(5, 3 * CHUNK + 16)).toEqual({ first: 0, last: 3 });
  });
});

describe('header', () => {
  it('encodes magic, version, chunk size and nonce prefix and decodes them back', () => {
    const header = encodeHeader(CHUNK, Buffer.alloc(8, 9));
    expect(header.bytes).toHaveLength(HEADER_BYTES);
    expect(header.bytes.subarray(0, 4).toString('latin1')).toBe('VBX1');
    const decoded = decodeHeader(header.bytes);
    expect(decoded.chunkSize).toBe(CHUNK);
    expect(decoded.noncePrefix.equals(Buffer.alloc(8, 9))).toBe(true);
  });

  it('rejects a wrong magic, version or implausible chunk size', () => {
    const good = encodeHeader(CHUNK, Buffer.alloc(8)).bytes;
    const withByte = (at: number, value: number) => Buffer.from(good).fill(value, at, at + 1);
    expect(() => decodeHeader(withByte(0, 0x58))).toThrow(/not an encrypted Vaultbox blob/);
    expect(() => decodeHeader(withByte(4, 2))).toThrow(/unsupported format version 2/);
    expect(() => decodeHeader(withByte(5, 0xff))).toThrow(/implausible chunk size/);
    expect(() => decodeHeader(good.subarray(0, 10))).toThrow(BlobIntegrityError);
  });
});

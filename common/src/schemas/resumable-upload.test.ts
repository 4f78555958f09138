import { describe, expect, it } from 'vitest';
import { parseUploadChecksum, parseUploadMetadata } from './resumable-upload.ts';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('Upload-Metadata', () => {
  it('decodes pairs of a key and a base64 UTF-8 value; a key alone is empty', () => {
    expect(parseUploadMetadata(`filename ${b64('Été à Paris.jpg')},isPublic ${b64('true')},flag`)).toEqual({
      filename: 'Été à Paris.jpg',
      isPublic: 'true',
      flag: '',
    });
    expect(parseUploadMetadata(undefined)).toEqual({});
  });

  it.each([
    ['a value that is not base64', 'filename not*base64!'],
    ['a base64 length no encoder makes', 'filename a'],
    ['a key given twice', `title ${b64('a')},title ${b64('b')}`],
    ['a pair with three parts', `title ${b64('a')} extra`],
    ['an empty pair', `title ${b64('a')},,x`],
  ])('is refused (null), never thrown, for %s', (_what, header) => {
    expect(parseUploadMetadata(header)).toBeNull();
  });
});

describe('Upload-Checksum', () => {
  it('takes an offered algorithm and a base64 digest, and nothing else', () => {
    expect(parseUploadChecksum('sha256 AAAA')).toEqual({ algorithm: 'sha256', digest: 'AAAA' });
    expect(parseUploadChecksum('crc32 AAAA')).toBeNull();
    expect(parseUploadChecksum('sha1')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './download.ts';

describe('filenameFromContentDisposition', () => {
  it('prefers the RFC 5987 UTF-8 name', () => {
    expect(
      filenameFromContentDisposition(`attachment; filename="na_ve.txt"; filename*=UTF-8''na%C3%AFve%20file.txt`),
    ).toBe('naïve file.txt');
  });
  it('reads a quoted name with escapes', () => {
    expect(filenameFromContentDisposition('attachment; filename="my \\"best\\" clip.mp4"')).toBe('my "best" clip.mp4');
  });
  it('reads a bare name', () => {
    expect(filenameFromContentDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
  });
  it('drops path parts', () => {
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromContentDisposition(`attachment; filename*=UTF-8''..%2F..%2Fx.png`)).toBe('x.png');
  });
  it('falls back to the plain name when the extended one is malformed', () => {
    expect(filenameFromContentDisposition(`attachment; filename="ok.jpg"; filename*=UTF-8''%E0%A4%A`)).toBe('ok.jpg');
  });
  it('gives null when no name is present', () => {
    expect(filenameFromContentDisposition(null)).toBeNull();
    expect(filenameFromContentDisposition('inline')).toBeNull();
  });
});

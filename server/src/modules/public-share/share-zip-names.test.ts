import { describe, expect, it } from 'vitest';
import { safeZipName, ZIP_NAME_MAX_BYTES, zipEntryNames } from './share-zip-names.ts';

describe('safeZipName', () => {
  it('keeps an ordinary name, unicode included', () => {
    expect(safeZipName('holiday.jpg')).toBe('holiday.jpg');
    expect(safeZipName('été à Zürich – 北京.heic')).toBe('été à Zürich – 北京.heic');
  });

  it('never lets a name leave the folder it is unpacked into', () => {
    for (const hostile of ['../../etc/passwd', '..\\..\\boot.ini', '/etc/passwd', 'C:\\Windows\\x.dll', 'a/../b'])
      expect(safeZipName(hostile)).not.toMatch(/[/\\]|^\.\.?$|^\.\.|:/);
    expect(safeZipName('..')).toBe('file');
    expect(safeZipName('.')).toBe('file');
    expect(safeZipName('')).toBe('file');
  });

  it('drops control and bidi characters, leading dots, trailing dots and spaces, and what Windows refuses', () => {
    expect(safeZipName('a\u0000b\u001fc\u007f.txt')).toBe('abc.txt');
    expect(safeZipName('invoice\u202egnp.exe')).toBe('invoicegnp.exe');
    expect(safeZipName('.bashrc')).toBe('bashrc');
    expect(safeZipName('...hidden.txt')).toBe('hidden.txt');
    expect(safeZipName('name. . ')).toBe('name');
    expect(safeZipName('what? <yes>: "a|b*".txt')).toBe('what_ _yes__ _a_b__.txt');
    expect(safeZipName('CON')).toBe('_CON');
    expect(safeZipName('nul.txt')).toBe('_nul.txt');
    expect(safeZipName('console.txt')).toBe('console.txt');
  });

  it('bounds the name in UTF-8 bytes, keeping its extension and never splitting a character', () => {
    const long = safeZipName(`${'😀'.repeat(200)}.jpeg`);
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(ZIP_NAME_MAX_BYTES);
    expect(long.endsWith('.jpeg')).toBe(true);
    expect(long).not.toContain('\ufffd');
    expect(Buffer.from(long).toString('utf8')).toBe(long);
  });
});

describe('zipEntryNames', () => {
  it('makes names unique without regard to case, counting from 2', () => {
    const nameOf = zipEntryNames();
    expect(['a.jpg', 'A.JPG', 'a.jpg', 'a (2).jpg', 'b', 'B'].map(nameOf)).toEqual([
      'a.jpg',
      'A (2).JPG',
      'a (3).jpg',
      'a (2) (2).jpg',
      'b',
      'B (2)',
    ]);
  });

  it('keeps a numbered long name within the limit', () => {
    const nameOf = zipEntryNames();
    const long = `${'x'.repeat(400)}.png`;
    const first = nameOf(long);
    const second = nameOf(long);
    expect(second).not.toBe(first);
    expect(second.endsWith(' (2).png')).toBe(true);
    expect(Buffer.byteLength(second)).toBeLessThanOrEqual(ZIP_NAME_MAX_BYTES);
  });
});

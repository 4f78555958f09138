import { describe, expect, it } from 'vitest';
import { sniffText } from './text-sniff.ts';

const typeOf = (text: string) => sniffText(Buffer.from(text), true)?.mimeType;

describe('sniffText', () => {
  it('finds an SVG root behind a BOM, XML declaration, comments and a doctype', () => {
    const svg =
      '\uFEFF<?xml version="1.0"?>\n<!-- a <b>comment</b> -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      '<svg xmlns="http://www.w3.org/2000/svg"></svg>';
    expect(typeOf(svg)).toBe('image/svg+xml');
    expect(typeOf('<svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>')).toBe('image/svg+xml');
  });

  it.each(['<!doctype html><p>hi', '  \n<script>alert(1)</script>', '<IFRAME src="x">', '<!-- unterminated comment'])(
    'treats %j, which browsers would sniff as HTML, as HTML',
    (text) => {
      expect(typeOf(text)).toBe('text/html');
    },
  );

  it.each(['hello\nworld', '<not markup> at all', '{"json": true}', ''])(
    'keeps %j plain, even when it starts with <',
    (text) => {
      expect(typeOf(text)).toBe('text/plain');
    },
  );

  it('recognises XML by its declaration', () => {
    expect(typeOf('<?xml version="1.0"?><feed/>')).toBe('text/xml');
  });

  it('refuses NULs and invalid UTF-8, but not a character cut at the end of a head', () => {
    expect(sniffText(Buffer.from('a\0b'), true)).toBeNull();
    expect(sniffText(Buffer.from([0xff, 0xfe, 0x41]), true)).toBeNull();
    const cut = Buffer.from('añ').subarray(0, 2);
    expect(sniffText(cut, false)?.mimeType).toBe('text/plain');
    expect(sniffText(cut, true)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { hasControlCharacters } from './control-characters.ts';

describe('hasControlCharacters', () => {
  it('finds NUL, the other C0 controls and DEL, but not tabs, line breaks or other text', () => {
    const controls = ['\u0000', '\u0001', '\u0007', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'];
    expect(controls.filter((c) => !hasControlCharacters(`a${c}b`))).toEqual([]);
    const allowed = ['plain', 'tab\there', 'two\nlines', 'crlf\r\n', 'é 日本 \u00a0 \u0085', ''];
    expect(allowed.filter(hasControlCharacters)).toEqual([]);
  });
});

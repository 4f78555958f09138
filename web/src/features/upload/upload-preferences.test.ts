import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@vaultbox/common/constants.ts';
import { checkPreferences } from './upload-preferences.ts';

const MB = 1024 * 1024;
const file = (name: string, size: number, type: string) => ({ name, size, type });
const rules = { maxFileSize: 2, allowedTypes: ['image/*', 'application/pdf'], restrictTypes: true };

describe('checkPreferences (the upload preferences)', () => {
  it('refuses files above the preferred size with the limit named', () => {
    const { accepted, refused } = checkPreferences(
      [file('a.png', 2 * MB + 1, 'image/png'), file('b.png', MB, 'image/png')],
      rules,
    );
    expect(accepted.map((f) => f.name)).toEqual(['b.png']);
    expect(refused).toEqual([{ file: 'a.png', reason: 'size', limit: 2 * MB }]);
  });
  it('refuses types outside the list once restricted, naming the list', () => {
    const { accepted, refused } = checkPreferences(
      [file('c.mp4', 10, 'video/mp4'), file('d.pdf', 10, 'application/pdf'), file('e', 10, '')],
      rules,
    );
    expect(accepted.map((f) => f.name)).toEqual(['d.pdf']);
    expect(refused).toEqual([
      { file: 'c.mp4', reason: 'type', list: 'image/*, application/pdf' },
      { file: 'e', reason: 'type', list: 'image/*, application/pdf' },
    ]);
  });
  it('takes every type while not restricted, and never more than the server cap', () => {
    const open = { ...rules, restrictTypes: false, maxFileSize: 1000 };
    const { accepted, refused } = checkPreferences(
      [file('c.mp4', 10, 'video/mp4'), file('big', MAX_UPLOAD_BYTES + 1, 'video/mp4')],
      open,
    );
    expect(accepted.map((f) => f.name)).toEqual(['c.mp4']);
    expect(refused[0]).toMatchObject({ file: 'big', reason: 'size' });
  });
  it('lets everything through before the preferences are known', () => {
    expect(checkPreferences([file('x', 1, 'a/b')], null).accepted).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { t } from '../../lib/i18n.ts';
import { timeAgo } from './time-ago.ts';

const now = Date.parse('2030-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const text = (iso: string) => {
  const r = timeAgo(iso, now);
  return t(r.key, { ns: 'media', count: 'count' in r ? r.count : undefined });
};

describe("dashboard 'time ago'", () => {
  it('says Just now under an hour', () => {
    expect(text(ago(0))).toBe('Just now');
    expect(text(ago(59 * 60 * 1000))).toBe('Just now');
    // A clock a little ahead of the server's is not "in the future".
    expect(text(new Date(now + 5000).toISOString())).toBe('Just now');
  });
  it('counts hours under a day', () => {
    expect(text(ago(60 * 60 * 1000))).toBe('1h ago');
    expect(text(ago(23.9 * 60 * 60 * 1000))).toBe('23h ago');
  });
  it('counts days from then on', () => {
    expect(text(ago(24 * 60 * 60 * 1000))).toBe('1d ago');
    expect(text(ago(40 * 24 * 60 * 60 * 1000))).toBe('40d ago');
  });
});

import { describe, expect, it } from 'vitest';
import { englishSharingT } from '../../../test/support.ts';
import { formatShareExpiry } from './share-expiry.ts';

const t = await englishSharingT();

const now = new Date('2030-03-01T12:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

describe('formatShareExpiry', () => {
  it('says the exact English texts', () => {
    expect(formatShareExpiry(t, null, isoDay, now)).toBe('Never expires');
    expect(formatShareExpiry(t, hours(-1), isoDay, now)).toBe('Expired');
    expect(formatShareExpiry(t, now.toISOString(), isoDay, now)).toBe('Expired');
    expect(formatShareExpiry(t, hours(3), isoDay, now)).toBe('Expires in 1 day');
    expect(formatShareExpiry(t, hours(24), isoDay, now)).toBe('Expires in 1 day');
    expect(formatShareExpiry(t, hours(25), isoDay, now)).toBe('Expires in 2 days');
    expect(formatShareExpiry(t, hours(6 * 24), isoDay, now)).toBe('Expires in 6 days');
  });
  it('names the date from 7 days on, through the given date format', () => {
    expect(formatShareExpiry(t, hours(7 * 24), isoDay, now)).toBe('Expires on 2030-03-08');
    expect(formatShareExpiry(t, '2031-01-02T00:00:00Z', () => 'Jan 2, 2031', now)).toBe('Expires on Jan 2, 2031');
  });
});

import { describe, expect, it } from 'vitest';
import { extendedExpiry, isReminderDue } from './expiry-rules.ts';

const now = new Date('2030-03-10T12:00:00.000Z');
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

describe('isReminderDue', () => {
  it('is due within the owner’s days ahead, up to the last millisecond of the window', () => {
    expect(isReminderDue(hoursFromNow(71), 3, now)).toBe(true);
    expect(isReminderDue(hoursFromNow(72), 3, now)).toBe(true);
    expect(isReminderDue(hoursFromNow(73), 3, now)).toBe(false);
  });

  it('is never due with 0 days, nor for an expiry already past', () => {
    expect(isReminderDue(hoursFromNow(1), 0, now)).toBe(false);
    expect(isReminderDue(hoursFromNow(0), 3, now)).toBe(false);
    expect(isReminderDue(hoursFromNow(-1), 3, now)).toBe(false);
  });
});

describe('extendedExpiry', () => {
  it('adds exactly 7 days to the current expiry, not to now', () => {
    expect(extendedExpiry('2030-03-12T08:00:00.000Z', now)).toBe('2030-03-19T08:00:00.000Z');
  });

  it('extends a share that expired less than 7 days ago, not one that expired earlier', () => {
    expect(extendedExpiry(hoursFromNow(-24), now)).toBe(hoursFromNow(6 * 24));
    expect(extendedExpiry(hoursFromNow(-7 * 24), now)).toBeNull();
  });
});

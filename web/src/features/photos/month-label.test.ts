import { describe, expect, it } from 'vitest';
import { monthLabel } from './month-label.ts';

describe('monthLabel', () => {
  it('names the month and year in the UI language', () => {
    expect(monthLabel('2026-11', 'en')).toBe('November 2026');
    expect(monthLabel('2026-03', 'de')).toBe('März 2026');
    expect(monthLabel('2026-01', 'fr')).toBe('janvier 2026');
    expect(monthLabel('2026-11', 'zh')).toBe('2026年11月');
  });

  it('is the first and last month of a year whatever the zone', () => {
    expect(monthLabel('2025-12', 'en')).toBe('December 2025');
    expect(monthLabel('2025-01', 'en')).toBe('January 2025');
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createdBounds, isoDateParam, pageFactsOf, pageParams, paginationOf } from './paging.ts';

describe('paging', () => {
  const query = z.object(pageParams(20));

  it('falls back or caps instead of failing on odd page parameters', () => {
    expect(query.parse({})).toEqual({ page: 1, limit: 20 });
    expect(query.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
    expect(query.parse({ page: '-1', limit: 'x' })).toEqual({ page: 1, limit: 20 });
    expect(query.parse({ limit: '100000' }).limit).toBeLessThanOrEqual(100);
  });

  it('counts pages, rounding up', () => {
    expect(pageFactsOf({ page: 2, limit: 20 }, 41)).toEqual({ page: 2, limit: 20, total: 41, totalPages: 3 });
    expect(pageFactsOf({ page: 1, limit: 20 }, 0).totalPages).toBe(0);
    expect(paginationOf({ page: 2, limit: 10 }, 41)).toEqual({ page: 2, limit: 10, total: 41, pages: 5 });
  });

  it('takes a day or a moment, and a bare end day includes that whole day', () => {
    expect(isoDateParam.safeParse('2026-01-31').success).toBe(true);
    expect(isoDateParam.safeParse('2026-01-31T10:00:00+01:00').success).toBe(true);
    expect(isoDateParam.safeParse('yesterday').success).toBe(false);
    expect(createdBounds({ startDate: '2026-01-01', endDate: '2026-01-31' })).toEqual({
      createdFrom: '2026-01-01T00:00:00.000Z',
      createdBefore: '2026-02-01T00:00:00.000Z',
    });
    expect(createdBounds({ endDate: '2026-01-31T10:00:00Z' }).createdBefore).toBe('2026-01-31T10:00:00.001Z');
    expect(createdBounds({})).toEqual({ createdFrom: undefined, createdBefore: undefined });
  });
});

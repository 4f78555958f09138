import { z } from 'zod';
import { LIBRARY_PAGE_SIZE, MAX_PAGE_LIMIT } from '../constants.ts';
import { dataResponse, successResponse } from './common.ts';

// The pieces every paged list shares: its query parameters and the page facts of its answer.

/** page and limit of a list's query string: out-of-range paging falls back or is capped, never an error. */
export const pageParams = (defaultLimit = LIBRARY_PAGE_SIZE) => ({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .catch(defaultLimit)
    .transform((n) => Math.min(n, MAX_PAGE_LIMIT))
    .default(defaultLimit),
});

export const searchParam = z.string().trim().max(200, 'Search must be at most 200 characters').optional();

/** A list's sort key, one of `keys`; the first is the default. */
export const sortByParam = <const Keys extends readonly [string, ...string[]]>(keys: Keys) =>
  z.enum(keys, { error: `Sort must be one of ${keys.join(', ')}` }).default(keys[0]);

export const sortOrderParam = z.enum(['asc', 'desc'], { error: 'Sort order must be asc or desc' }).default('desc');

/** A day (2026-01-31) or a moment with its offset; a day as an end bound includes that whole day. */
export const isoDateParam = z
  .string()
  .refine((v) => z.iso.datetime({ offset: true }).safeParse(v).success || z.iso.date().safeParse(v).success, {
    error: 'Must be an ISO date',
  });

/** A search's creation dates, read by `createdBounds`. */
export const dateRangeParams = { startDate: isoDateParam.optional(), endDate: isoDateParam.optional() };

export const pageFacts = { page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() };
export type PageFacts = { page: number; limit: number; total: number; totalPages: number };

/** The facts of the page `query` asked for, out of `total` items. */
export function pageFactsOf(query: { page: number; limit: number }, total: number): PageFacts {
  return { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) };
}

/** The same facts in the form the admin and activity lists answer (`pages`, not `totalPages`). */
export const pagination = z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() });
export type Pagination = z.infer<typeof pagination>;

export function paginationOf(query: { page: number; limit: number }, total: number): Pagination {
  const { totalPages, ...facts } = pageFactsOf(query, total);
  return { ...facts, pages: totalPages };
}

/** A page's items under their own name (`files`, `users`...). */
const itemsUnder = <Key extends string, Item extends z.ZodType>(key: Key, item: Item) =>
  ({ [key]: z.array(item) }) as Record<Key, z.ZodArray<Item>>;

/** A page of the library and sharing lists: the items beside the page facts, under `data`. */
export const pagedDataResponse = <Key extends string, Item extends z.ZodType>(key: Key, item: Item) =>
  dataResponse({ ...itemsUnder(key, item), ...pageFacts });

/** A page of the admin and activity lists: the items beside `pagination`. */
export const paginatedResponse = <Key extends string, Item extends z.ZodType>(key: Key, item: Item) =>
  successResponse({ ...itemsUnder(key, item), pagination });

const DAY_MS = 24 * 60 * 60 * 1000;

/** Search dates as stored times (ISO text): a bare end date includes that whole day. */
export function createdBounds(query: { startDate?: string; endDate?: string }): {
  createdFrom?: string;
  createdBefore?: string;
} {
  const createdFrom = query.startDate ? new Date(query.startDate).toISOString() : undefined;
  let createdBefore: string | undefined;
  if (query.endDate) {
    const end = new Date(query.endDate).getTime();
    const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(query.endDate);
    createdBefore = new Date(dayOnly ? end + DAY_MS : end + 1).toISOString();
  }
  return { createdFrom, createdBefore };
}

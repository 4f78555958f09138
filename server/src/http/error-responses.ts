import { errorResponse } from '@vaultbox/common/schemas/common.ts';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 412 | 413 | 415 | 422 | 429 | 460;

/** Documents the error body for the statuses a route can answer (the OpenAPI document shows them). */
export function errorResponses(...statuses: ErrorStatus[]): Partial<Record<ErrorStatus, typeof errorResponse>> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse]));
}

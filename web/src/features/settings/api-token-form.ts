import { API_TOKEN_SCOPES, mayHoldAdminScope, type ApiTokenScope } from '@vaultbox/common/schemas/api-tokens.ts';

// The choices of the "New token" form and of the ready-made configurations (docs/product.md, API tokens).

export const TOKEN_EXPIRY_CHOICES = ['never', '30d', '90d', '1y', 'date'] as const;
export type TokenExpiryChoice = (typeof TOKEN_EXPIRY_CHOICES)[number];

const DAY = 24 * 60 * 60 * 1000;
const DAYS: Record<Exclude<TokenExpiryChoice, 'never' | 'date'>, number> = { '30d': 30, '90d': 90, '1y': 365 };

/**
 * When a token made now with this choice expires, as an ISO instant: null for never; a chosen date (`yyyy-mm-dd`)
 * lasts to the end of that day in the browser's time zone. 'invalid' when that date is missing or not in the future.
 */
export function tokenExpiresAt(choice: TokenExpiryChoice, date: string, now = new Date()): string | null | 'invalid' {
  if (choice === 'never') return null;
  if (choice !== 'date') return new Date(now.getTime() + DAYS[choice] * DAY).toISOString();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return 'invalid';
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59);
  if (Number.isNaN(end.getTime()) || end.getTime() <= now.getTime()) return 'invalid';
  return end.toISOString();
}

/** The scopes a user may give a token: admin only to admins and owners. */
export function offeredScopes(role: string): ApiTokenScope[] {
  return API_TOKEN_SCOPES.filter((scope) => scope !== 'admin' || mayHoldAdminScope(role));
}

/** Scopes in the contract's order, whatever order they were ticked in. */
export function toggleScope(scopes: readonly ApiTokenScope[], scope: ApiTokenScope, on: boolean): ApiTokenScope[] {
  return API_TOKEN_SCOPES.filter((s) => (s === scope ? on : scopes.includes(s)));
}

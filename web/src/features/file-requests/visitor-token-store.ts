// A visitor's token per request, kept in localStorage until it expires, so a reload resumes their own unfinished
// upload with the same token (docs/product.md, File requests).

const KEY = (slug: string) => `vaultbox.request-token.${slug}`;
/** A token this close to its end is not reused: an upload begun with it could not finish. */
const MARGIN_MS = 10 * 60 * 1000;

export interface StoredVisitorToken {
  token: string;
  expiresAt: string;
}

export function readVisitorToken(slug: string, now = Date.now()): string | null {
  try {
    const raw = localStorage.getItem(KEY(slug));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredVisitorToken>;
    if (typeof stored.token !== 'string' || typeof stored.expiresAt !== 'string') return null;
    if (Date.parse(stored.expiresAt) - MARGIN_MS <= now) return null;
    return stored.token;
  } catch {
    return null;
  }
}

export function saveVisitorToken(slug: string, value: StoredVisitorToken): void {
  try {
    localStorage.setItem(KEY(slug), JSON.stringify(value));
  } catch {
    // Storage full or off: the token lives for this page only.
  }
}

export function forgetVisitorToken(slug: string): void {
  try {
    localStorage.removeItem(KEY(slug));
  } catch {
    // nothing to forget
  }
}

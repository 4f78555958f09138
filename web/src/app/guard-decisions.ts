import type { Role } from '@vaultbox/common/constants.ts';

export type GuardKind = 'guest' | 'signed-in' | 'owner';
export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string };

export interface GuardSession {
  isAuthenticated: boolean;
  role: Role | null;
}

/**
 * The route table (docs/product.md, Routes): guest pages send a signed-in user to /dashboard; signed-in pages send a
 * guest to /login; owner pages send everyone else to /dashboard (a guest first to /login).
 */
export function decideGuard(kind: GuardKind, session: GuardSession): GuardDecision {
  switch (kind) {
    case 'guest':
      return session.isAuthenticated ? { type: 'redirect', to: '/dashboard' } : { type: 'allow' };
    case 'signed-in':
      return session.isAuthenticated ? { type: 'allow' } : { type: 'redirect', to: '/login' };
    case 'owner':
      if (!session.isAuthenticated) return { type: 'redirect', to: '/login' };
      return session.role === 'owner' ? { type: 'allow' } : { type: 'redirect', to: '/dashboard' };
  }
}

/** Where to go after signing in: back to the page that sent the guest to /login, if it was an app page. */
export function returnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/dashboard';
  const guestOnly = ['/login', '/register', '/email-confirmation', '/reset-password', '/activate'];
  if (from === '/' || guestOnly.some((p) => from === p || from.startsWith(`${p}/`))) return '/dashboard';
  return from;
}

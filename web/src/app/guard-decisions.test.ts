import { describe, expect, it } from 'vitest';
import { decideGuard, returnPath } from './guard-decisions.ts';

const guest = { isAuthenticated: false, role: null };
const user = { isAuthenticated: true, role: 'user' as const };
const admin = { isAuthenticated: true, role: 'admin' as const };
const owner = { isAuthenticated: true, role: 'owner' as const };

describe('route guards', () => {
  it('guest pages send a signed-in user to /dashboard', () => {
    expect(decideGuard('guest', guest)).toEqual({ type: 'allow' });
    expect(decideGuard('guest', user)).toEqual({ type: 'redirect', to: '/dashboard' });
  });

  it('signed-in pages send a guest to /login', () => {
    expect(decideGuard('signed-in', guest)).toEqual({ type: 'redirect', to: '/login' });
    expect(decideGuard('signed-in', user)).toEqual({ type: 'allow' });
  });

  it('manage-users is for the owner only; others go to /dashboard', () => {
    expect(decideGuard('owner', owner)).toEqual({ type: 'allow' });
    expect(decideGuard('owner', admin)).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(decideGuard('owner', user)).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(decideGuard('owner', guest)).toEqual({ type: 'redirect', to: '/login' });
  });

  it('returns after sign-in to an app page only', () => {
    expect(returnPath('/library?page=2')).toBe('/library?page=2');
    expect(returnPath(undefined)).toBe('/dashboard');
    expect(returnPath('/')).toBe('/dashboard');
    expect(returnPath('/login')).toBe('/dashboard');
    expect(returnPath('/reset-password/abc')).toBe('/dashboard');
    expect(returnPath('//evil.example.com')).toBe('/dashboard');
    expect(returnPath('https://evil.example.com')).toBe('/dashboard');
  });
});

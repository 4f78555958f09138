import { describe, expect, it } from 'vitest';
import { inviteDisplayStatus, inviteUsage } from './invite-status.ts';

// The rule itself (its order, the expiry instant) is common's `inviteStatus`, tested beside it; here, what the admin
// screens add: the list and details views, and the badge's names.
const NOW = Date.parse('2026-03-01T12:00:00Z');
const fresh = { isActive: true, expiresAt: null, maxUses: null, currentUses: 0 };

describe('inviteDisplayStatus', () => {
  it.each([
    { what: 'a switched-off code', code: { ...fresh, isActive: false }, view: 'list', status: 'inactive' },
    { what: 'an expired code', code: { ...fresh, expiresAt: '2026-03-01T11:59:59Z' }, view: 'list', status: 'expired' },
    { what: 'a used-up code', code: { ...fresh, maxUses: 2, currentUses: 2 }, view: 'list', status: 'usedUp' },
    { what: 'a used-up code', code: { ...fresh, maxUses: 2, currentUses: 2 }, view: 'details', status: 'active' },
    { what: 'a fresh code', code: fresh, view: 'list', status: 'active' },
  ] as const)('shows $what in the $view view as $status', ({ code, view, status }) => {
    expect(inviteDisplayStatus(code, view, NOW)).toBe(status);
  });
});

describe('inviteUsage', () => {
  it('adds " / max" only when a maximum exists', () => {
    expect(inviteUsage({ currentUses: 3, maxUses: null })).toBe('3');
    expect(inviteUsage({ currentUses: 1, maxUses: 5 })).toBe('1 / 5');
  });
});

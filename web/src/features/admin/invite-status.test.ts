import { describe, expect, it } from 'vitest';
import { inviteDisplayStatus, inviteUsage } from './invite-status.ts';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const code = (over: Partial<Parameters<typeof inviteDisplayStatus>[0]> = {}) => ({
  isActive: true,
  expiresAt: null,
  maxUses: null,
  currentUses: 0,
  ...over,
});

describe('inviteDisplayStatus', () => {
  it('is Inactive first, whatever else holds', () => {
    expect(inviteDisplayStatus(code({ isActive: false, expiresAt: '2020-01-01T00:00:00Z' }), 'list', NOW)).toBe(
      'inactive',
    );
  });
  it('is Expired once the expiry has passed', () => {
    expect(inviteDisplayStatus(code({ expiresAt: '2026-03-01T11:59:59Z' }), 'list', NOW)).toBe('expired');
    expect(inviteDisplayStatus(code({ expiresAt: '2026-03-01T12:00:01Z' }), 'list', NOW)).toBe('active');
  });
  it('is Used Up in the list only when the uses reach the maximum', () => {
    const full = code({ maxUses: 2, currentUses: 2 });
    expect(inviteDisplayStatus(full, 'list', NOW)).toBe('usedUp');
    expect(inviteDisplayStatus(full, 'details', NOW)).toBe('active');
    expect(inviteDisplayStatus(code({ maxUses: 2, currentUses: 1 }), 'list', NOW)).toBe('active');
    expect(inviteDisplayStatus(code({ currentUses: 99 }), 'list', NOW)).toBe('active');
  });
});

describe('inviteUsage', () => {
  it('adds " / max" only when a maximum exists', () => {
    expect(inviteUsage({ currentUses: 3, maxUses: null })).toBe('3');
    expect(inviteUsage({ currentUses: 1, maxUses: 5 })).toBe('1 / 5');
  });
});

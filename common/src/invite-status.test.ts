import { describe, expect, it } from 'vitest';
import { inviteStatus, type InviteState } from './invite-status.ts';

const now = new Date('2030-01-01T00:00:00Z');
const code = (over: Partial<InviteState> = {}): InviteState => ({
  isActive: true,
  expiresAt: null,
  maxUses: null,
  currentUses: 0,
  ...over,
});

describe('invite display status', () => {
  it('checks inactive, then expired, then used up, then active', () => {
    const list = { inList: true };
    expect(inviteStatus(code(), list, now)).toBe('active');
    expect(inviteStatus(code({ isActive: false, expiresAt: '2000-01-01T00:00:00Z' }), list, now)).toBe('inactive');
    expect(inviteStatus(code({ expiresAt: '2029-12-31T23:59:59Z', maxUses: 1, currentUses: 1 }), list, now)).toBe(
      'expired',
    );
    expect(inviteStatus(code({ maxUses: 2, currentUses: 2 }), list, now)).toBe('used_up');
    expect(inviteStatus(code({ maxUses: 2, currentUses: 1 }), list, now)).toBe('active');
    expect(inviteStatus(code({ expiresAt: '2030-06-01T00:00:00Z' }), list, now)).toBe('active');
  });

  it('never says Used Up in the details view', () => {
    expect(inviteStatus(code({ maxUses: 2, currentUses: 2 }), { inList: false }, now)).toBe('active');
  });
});

import { describe, expect, it } from 'vitest';
import { createInviteRequest, inviteListQuery } from './invite.ts';

describe('invite contract', () => {
  it('trims the optional fields and applies their limits', () => {
    expect(createInviteRequest.parse({ code: ' ABC-1 ', description: ' team ' })).toEqual({
      code: 'ABC-1',
      description: 'team',
    });
    expect(createInviteRequest.safeParse({ maxUses: 0 }).error?.issues[0].message).toBe('Max uses must be at least 1');
    expect(createInviteRequest.safeParse({ expiresAt: '2000-01-01T00:00:00Z' }).error?.issues[0].message).toBe(
      'Expiration date must be in the future',
    );
    expect(createInviteRequest.safeParse({ code: 'has space' }).success).toBe(false);
  });

  it('defaults and caps list paging', () => {
    expect(inviteListQuery.parse({})).toEqual({ page: 1, limit: 20 });
    expect(inviteListQuery.parse({ page: '2', limit: '5000', active: 'true' })).toEqual({
      page: 2,
      limit: 100,
      active: 'true',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { buildInvitePayload, emptyInviteForm } from './invite-form.ts';

const NOW = new Date('2026-03-01T12:00:00').getTime();
const build = (over: Partial<typeof emptyInviteForm>) => buildInvitePayload({ ...emptyInviteForm, ...over }, NOW);

describe('buildInvitePayload', () => {
  it('sends nothing for an empty form: the server generates the code', () => {
    expect(build({})).toEqual({ ok: true, payload: {} });
    expect(build({ code: '   ', description: '  ', maxUses: ' ' })).toEqual({ ok: true, payload: {} });
  });
  it('trims the code and the description', () => {
    expect(build({ code: ' TEAM-2026 ', description: ' For the team ' })).toEqual({
      ok: true,
      payload: { code: 'TEAM-2026', description: 'For the team' },
    });
  });
  it('refuses a code that is too short, too long or has other characters', () => {
    expect(build({ code: 'abc' })).toEqual({ ok: false, error: 'invites.errors.codeLength' });
    expect(build({ code: 'a'.repeat(65) })).toEqual({ ok: false, error: 'invites.errors.codeLength' });
    expect(build({ code: 'with space' })).toEqual({ ok: false, error: 'invites.errors.codeChars' });
  });
  it('turns the local expiry into an ISO time and wants it in the future', () => {
    const result = build({ expiresAt: '2026-03-02T09:30' });
    expect(result).toEqual({ ok: true, payload: { expiresAt: new Date('2026-03-02T09:30').toISOString() } });
    expect(build({ expiresAt: '2026-03-01T11:00' })).toEqual({ ok: false, error: 'invites.errors.expiryFuture' });
    expect(build({ expiresAt: 'soon' })).toEqual({ ok: false, error: 'invites.errors.expiryInvalid' });
  });
  it('wants max uses a whole number of at least 1', () => {
    expect(build({ maxUses: '5' })).toEqual({ ok: true, payload: { maxUses: 5 } });
    expect(build({ maxUses: '0' })).toEqual({ ok: false, error: 'invites.errors.maxUses' });
    expect(build({ maxUses: '1.5' })).toEqual({ ok: false, error: 'invites.errors.maxUses' });
    expect(build({ maxUses: 'x' })).toEqual({ ok: false, error: 'invites.errors.maxUses' });
  });
});

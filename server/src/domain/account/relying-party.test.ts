import { describe, expect, it } from 'vitest';
import { relyingPartyOf } from './relying-party.ts';

describe('the relying party of passkeys', () => {
  it("is APP_URL's host name and origin", () => {
    expect(relyingPartyOf('https://vault.example.com')).toEqual({
      id: 'vault.example.com',
      origin: 'https://vault.example.com',
      available: true,
    });
    expect(relyingPartyOf('https://vault.example.com:8443/app')).toMatchObject({
      id: 'vault.example.com',
      origin: 'https://vault.example.com:8443',
    });
  });

  it('works on the default http://localhost:PORT', () => {
    expect(relyingPartyOf('http://localhost:3000')).toEqual({
      id: 'localhost',
      origin: 'http://localhost:3000',
      available: true,
    });
  });

  it('is off for an IP address, which WebAuthn refuses as an RP id', () => {
    expect(relyingPartyOf('http://192.168.1.20:3000').available).toBe(false);
    expect(relyingPartyOf('http://[::1]:3000').available).toBe(false);
  });
});

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyring } from '../../keyring/keyring.ts';
import { createVisitorTokens } from './visitor-token.ts';

// A visitor token opens one request, for its lifetime, with its name, until the request's password changes.
describe('a file request visitor token', () => {
  const tokens = createVisitorTokens(createKeyring(randomBytes(32)), 60_000);
  const request = { id: '3f1c2a4e-1b2c-4d5e-8f90-123456789abc', password_hash: 'hash-1' };

  it('carries the request, a visitor of its own and the name given', () => {
    const { token } = tokens.issue(request, 'Zoë Müller');
    const claims = tokens.verify(token, request);
    expect(claims).toMatchObject({ requestId: request.id, name: 'Zoë Müller' });
    const other = tokens.verify(tokens.issue(request, null).token, request);
    expect(other?.name).toBeNull();
    expect(other?.visitorHash).not.toBe(claims?.visitorHash);
  });

  it('opens nothing else: another request, a changed password, past its end, a changed part', () => {
    const { token } = tokens.issue(request, 'May');
    expect(tokens.verify(token, { ...request, id: '00000000-0000-4000-8000-000000000000' })).toBeNull();
    expect(tokens.verify(token, { ...request, password_hash: 'hash-2' })).toBeNull();
    expect(tokens.verify(token, request, Date.now() + 61_000)).toBeNull();
    const parts = token.split('.');
    parts[3] = Buffer.from('Mallory').toString('base64url');
    expect(tokens.verify(parts.join('.'), request)).toBeNull();
    expect(tokens.verify(undefined, request)).toBeNull();
    expect(tokens.verify('garbage', request)).toBeNull();
  });

  it('is not opened by another keyring', () => {
    const { token } = tokens.issue(request, null);
    expect(createVisitorTokens(createKeyring(randomBytes(32))).verify(token, request)).toBeNull();
  });
});

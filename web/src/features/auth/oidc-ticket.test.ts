import { describe, expect, it } from 'vitest';
import { OIDC_FAILURES } from '@vaultbox/common/schemas/oidc.ts';
import { failureOf } from './oidc-ticket.ts';

describe('the reason of a refused single sign-on', () => {
  it('is one the error page has a sentence for, or none', () => {
    for (const reason of OIDC_FAILURES) expect(failureOf(reason)).toBe(reason);
    expect(failureOf('<script>')).toBeNull();
    expect(failureOf(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { OIDC_FAILURES } from '@vaultbox/common/schemas/oidc.ts';
import oidc from '../../i18n/en/oidc.json';
import signIn from '../../i18n/en/sign-in.json';
import { failureOf, failureSentenceKey } from './oidc-ticket.ts';

const bundles: Record<string, unknown> = { oidc, 'sign-in': signIn };

/** The English text of a `namespace:key.path`, or undefined. */
function english(key: string): unknown {
  const [namespace, path] = key.split(':');
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundles[namespace]);
}

describe('the reason of a refused single sign-on', () => {
  it('is one the error page has a sentence for, or none', () => {
    for (const reason of OIDC_FAILURES) expect(failureOf(reason)).toBe(reason);
    expect(failureOf('<script>')).toBeNull();
    expect(failureOf(null)).toBeNull();
  });

  it('has a sentence for every reason, and an unknown one', () => {
    for (const reason of [...OIDC_FAILURES, null])
      expect(english(failureSentenceKey(reason))).toEqual(expect.any(String));
  });

  it('says of a deactivated or unactivated account what the password sign-in says', () => {
    expect(failureSentenceKey('account_disabled')).toBe('sign-in:disabled');
    expect(failureSentenceKey('not_activated')).toBe('sign-in:notActivated');
    expect(english(failureSentenceKey('account_disabled'))).toBe(signIn.disabled);
  });
});

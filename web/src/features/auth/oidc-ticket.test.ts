import { afterEach, describe, expect, it, vi } from 'vitest';
import { OIDC_FAILURES } from '@vaultbox/common/schemas/oidc.ts';
import oidc from '../../i18n/en/oidc.json';
import signIn from '../../i18n/en/sign-in.json';
import { failureOf, failureSentenceKey, takeTicketFromAddress } from './oidc-ticket.ts';

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

describe('the ticket in the address', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A window at `address`, whose history.replaceState changes it as a browser's does. */
  function at(address: string) {
    const location = new URL(address);
    const replaceState = vi.fn((_state: unknown, _title: string, url: string) => {
      const next = new URL(url, location);
      location.hash = next.hash;
      location.pathname = next.pathname;
      location.search = next.search;
    });
    vi.stubGlobal('window', { location, history: { state: null, replaceState } });
    return replaceState;
  }

  it('is taken out of the address, and asked again on the same page is the same ticket', () => {
    const replaceState = at('https://vault.example/oidc/link#ticket=t-123');
    expect(takeTicketFromAddress()).toBe('t-123');
    expect(replaceState).toHaveBeenCalledWith(null, '', '/oidc/link');
    expect(window.location.hash).toBe('');
    // A first render thrown away and done again reads the emptied address.
    expect(takeTicketFromAddress()).toBe('t-123');
  });

  it('is none on another page, or on a page opened without one', () => {
    at('https://vault.example/oidc/invite#ticket=t-9');
    expect(takeTicketFromAddress()).toBe('t-9');
    at('https://vault.example/oidc/complete');
    expect(takeTicketFromAddress()).toBe('');
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ApiToken } from '@vaultbox/common/schemas/api-tokens.ts';
import { ApiTokenRow } from './api-token-row.tsx';

vi.mock('react-i18next', () => ({
  initReactI18next: { type: '3rdParty', init: () => undefined },
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key}${JSON.stringify(values)}` : key),
    i18n: { language: 'en' },
  }),
}));

const token: ApiToken = {
  id: 't1',
  name: 'ShareX',
  scopes: ['upload', 'share'],
  hint: 'vbx_AbCd',
  createdAt: '2026-01-01T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  lastUsedAddress: null,
};

const render = (overrides: Partial<ApiToken> = {}) =>
  renderToStaticMarkup(<ApiTokenRow token={{ ...token, ...overrides }} onRevoke={() => undefined} />);

describe('ApiTokenRow', () => {
  it('shows the name, the hint (never a secret), the scopes, "never expires" and "never used"', () => {
    const html = render();
    expect(html).toContain('ShareX');
    expect(html).toContain('vbx_AbCd…');
    expect(html).toContain('scopes.upload');
    expect(html).toContain('scopes.share');
    expect(html).not.toContain('scopes.read');
    expect(html).toContain('list.neverExpires');
    expect(html).toContain('list.neverUsed');
  });

  it('shows the expiry, the last use with its coarse address, and marks an expired token', () => {
    const recent = new Date(Date.now() - 5 * 60_000).toISOString();
    const html = render({ expiresAt: '2020-01-01T00:00:00.000Z', lastUsedAt: recent, lastUsedAddress: '203.0.113.0' });
    expect(html).toContain('list.expires');
    expect(html).toContain('list.expired');
    expect(html).toContain('list.lastUsedFrom');
    expect(html).toContain('203.0.113.0');
    expect(render({ lastUsedAt: recent })).toContain('list.lastUsed{');
  });

  it('names the token in its revoke button', () => {
    expect(render()).toContain('aria-label="list.revokeNamed{&quot;name&quot;:&quot;ShareX&quot;}"');
  });
});

import { describe, expect, it } from 'vitest';
import { shareXFileText } from '@vaultbox/common/integration-configs.ts';
import { INTEGRATION_KINDS, integrationFiles } from './integration-kinds.ts';

const target = { origin: 'https://vault.example', token: 'vbx_secret', link: 'raw' as const };

describe('the ready-made configurations of the API tokens tab', () => {
  it('offer the shared builders’ texts, each holding the token', () => {
    expect(integrationFiles('sharex', target)).toEqual([
      { key: 'sxcu', text: shareXFileText(target), fileName: 'vaultbox.sxcu', mimeType: 'application/json' },
    ]);
    expect(integrationFiles('flameshot', target).map((file) => file.fileName)).toEqual(['vaultbox-upload.sh']);
    expect(integrationFiles('script', target).map((file) => file.key)).toEqual(['curl', 'javascript', 'python']);
    for (const kind of INTEGRATION_KINDS)
      for (const file of integrationFiles(kind, target)) {
        expect(file.text).toContain('vbx_secret');
        expect(file.text).toContain('https://vault.example/api/integrations/upload');
      }
  });
});

import { describe, expect, it } from 'vitest';
import {
  curlSnippet,
  flameshotScript,
  integrationUploadUrl,
  javascriptSnippet,
  pythonSnippet,
  shareXConfig,
  shareXFileText,
  shellQuote,
} from './integration-configs.ts';

const target = { origin: 'https://vault.example/', token: 'vbx_abc123', link: 'share' as const };

describe('integration configurations', () => {
  it('builds the upload address with only the choices that differ from the defaults', () => {
    expect(integrationUploadUrl('https://vault.example/', 'share')).toBe(
      'https://vault.example/api/integrations/upload',
    );
    expect(integrationUploadUrl('https://vault.example', 'raw', 'text')).toBe(
      'https://vault.example/api/integrations/upload?link=raw&format=text',
    );
  });

  it('writes a ShareX custom uploader with every field ShareX reads', () => {
    const config = shareXConfig({ ...target, link: 'raw' }, 'Vaultbox ShareX');
    expect(config).toEqual({
      Version: '15.0.0',
      Name: 'Vaultbox ShareX',
      DestinationType: 'ImageUploader, TextUploader, FileUploader',
      RequestMethod: 'POST',
      RequestURL: 'https://vault.example/api/integrations/upload?link=raw',
      Headers: { Authorization: 'Bearer vbx_abc123' },
      Body: 'MultipartFormData',
      FileFormName: 'file',
      URL: '{json:url}',
      DeletionURL: '{json:deleteUrl}',
      ErrorMessage: '{json:error}',
    });
    expect(JSON.parse(shareXFileText(target))).toEqual(shareXConfig(target));
  });

  it('quotes shell values so nothing in them is expanded', () => {
    expect(shellQuote('a b')).toBe("'a b'");
    expect(shellQuote("it's $HOME")).toBe("'it'\\''s $HOME'");
  });

  it('puts the token and the text address in the script and the snippets', () => {
    const script = flameshotScript(target);
    expect(script.startsWith('#!/usr/bin/env bash\n')).toBe(true);
    expect(script).toContain("VAULTBOX_URL='https://vault.example/api/integrations/upload?format=text'");
    expect(script).toContain("VAULTBOX_TOKEN='vbx_abc123'");
    expect(script).toContain('flameshot gui --raw');
    expect(script).toContain('wl-copy');
    expect(script).toContain('xclip -selection clipboard');
    expect(curlSnippet(target, 'a.png')).toBe(
      "curl -H 'Authorization: Bearer vbx_abc123' -F 'file=@a.png' 'https://vault.example/api/integrations/upload?format=text'",
    );
    expect(javascriptSnippet(target)).toContain('"Bearer vbx_abc123"');
    expect(pythonSnippet(target)).toContain("files={'file': file}");
  });
});

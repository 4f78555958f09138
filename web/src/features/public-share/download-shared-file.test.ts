import { describe, expect, it } from 'vitest';
import { englishSharingT } from '../../../test/support.ts';
import { downloadFailureMessage } from './download-shared-file.ts';

const t = await englishSharingT();

describe('downloadFailureMessage', () => {
  it('says the exact texts per status', () => {
    expect(downloadFailureMessage(t, 410, { error: 'gone' })).toBe('Download limit reached');
    expect(downloadFailureMessage(t, 502, null)).toBe('Server temporarily unavailable. Please try again.');
    expect(downloadFailureMessage(t, 500, null)).toBe('Download failed (500)');
    expect(downloadFailureMessage(t, 404, { success: false, error: 'Share link not found' })).toBe(
      'Share link not found',
    );
    expect(downloadFailureMessage(t, 403, { error: '  ' })).toBe('Download failed (403)');
  });
  it('says a paused link in the reader language, not the server English', () => {
    const body = { success: false, error: 'This link has been paused by its owner', code: 'SHARE_PAUSED' };
    expect(downloadFailureMessage(t, 403, body)).toBe('This link has been paused by its owner');
    const german = (key: string) => (key === 'public.paused' ? 'Dieser Link wurde von seinem Besitzer pausiert' : key);
    expect(downloadFailureMessage(german, 403, body)).toBe('Dieser Link wurde von seinem Besitzer pausiert');
  });
  it('has the network text ready for a failed request', () => {
    expect(t('public.networkError')).toBe('Network error - please check your connection');
  });
});

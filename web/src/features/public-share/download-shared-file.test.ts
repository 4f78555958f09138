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
  it('has the network text ready for a failed request', () => {
    expect(t('public.networkError')).toBe('Network error - please check your connection');
  });
});

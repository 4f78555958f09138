import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../lib/format.ts';
import { t } from '../../lib/i18n.ts';
import { storageWarning } from './storage-warning.ts';

describe('upload storage warnings', () => {
  it('says nothing below 80 percent', () => {
    expect(storageWarning(0)).toBeNull();
    expect(storageWarning(79.9)).toBeNull();
  });
  it('warns with the percentage from 80 percent', () => {
    expect(storageWarning(80)).toEqual({ kind: 'high', percent: 80 });
    expect(storageWarning(99.7)).toEqual({ kind: 'high', percent: 99 });
    expect(t('upload.storageHigh', { ns: 'media', percent: formatPercent(85, 'en') })).toBe(
      'Storage is 85% full. Consider deleting some files.',
    );
  });
  it('says full at 100 percent or more', () => {
    expect(storageWarning(100)).toEqual({ kind: 'full' });
    expect(storageWarning(140)).toEqual({ kind: 'full' });
    expect(t('upload.storageFull', { ns: 'media' })).toBe(
      'Storage is full. Please delete some files before uploading new ones.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { defaultPreferences } from '@vaultbox/common/schemas/user.ts';
import { mergePreferences } from './user.service.ts';

describe('mergePreferences', () => {
  it('changes only the keys named, at every level', () => {
    const merged = mergePreferences(defaultPreferences(), { language: 'de', privacy: { allowAnalytics: false } });
    expect(merged.language).toBe('de');
    expect(merged.theme).toBe('dark');
    expect(merged.privacy).toEqual({ profileVisibility: 'private', allowAnalytics: false });
    expect(merged.notifications).toEqual(defaultPreferences().notifications);
  });

  it('never keeps the withdrawn shareUsageData switch (docs/decisions/0008-share-usage-data.md)', () => {
    const merged = mergePreferences(defaultPreferences(), { privacy: { shareUsageData: true } });
    expect(merged.privacy).toEqual({ profileVisibility: 'private', allowAnalytics: true });
  });
});

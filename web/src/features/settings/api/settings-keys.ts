/** Query keys of the Settings screen; all under ['user'], which a media change refreshes as a whole. */
export const settingsKeys = {
  profile: ['user', 'profile'] as const,
  preferences: ['user', 'preferences'] as const,
  sessions: ['user', 'sessions'] as const,
  apiTokens: ['user', 'api-tokens'] as const,
  activityAll: ['user', 'activity'] as const,
  activity: (page: number) => ['user', 'activity', page] as const,
  storageBreakdown: ['user', 'storage-breakdown'] as const,
};

import type { Generated } from 'kysely';

// The instance: settings, the activity log, background jobs and rate counters. (Row conventions: server/src/db/tables.ts.)

/** Instance-wide settings by key (maintenance mode), shared by every process. */
export interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface ActivityLogTable {
  id: string;
  user_id: string | null;
  action: string;
  ip: string | null;
  user_agent: string | null;
  details: string | null;
  created_at: string;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: string;
  kind: string;
  /** JSON. */
  payload: string;
  state: JobState;
  attempts: Generated<number>;
  run_after: string;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  /** The user whose work it is ('' for work of no user): runners take turns between owners (migration 0019). */
  owner_id: Generated<string>;
  /** Set when claimed: one more than the last claim's, so an owner's latest says how long they have waited. */
  claim_turn: number | null;
}

/** Failures under one key in a fixed window (see migrations/0006). */
export interface AttemptCountersTable {
  key: string;
  count: number;
  window_ends_at: string;
}

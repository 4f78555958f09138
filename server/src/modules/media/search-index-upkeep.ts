import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/database.ts';
import { mergeSearchIndexStep } from '../../repos/media-search.repo.ts';

/** Between two steps requests have the database: a step is about 10 ms, so the upkeep takes at most a third of it. */
const PAUSE_MS = 20;
/** One run stops after this many steps (about 3 s with its pauses, what closing the app may wait), the next goes on. */
const MAX_STEPS = 100;

/**
 * Keeps SQLite's trigram index in few segments, so a new search term costs what the owner's library does and not the
 * writes of the whole instance: merges a step at a time, with a pause between steps, until nothing is left to merge.
 * Nothing to do on PostgreSQL. Answers the number of steps that merged something.
 */
export function createSearchIndexUpkeep(
  db: Db,
  { pauseMs = PAUSE_MS, pagesPerStep }: { pauseMs?: number; pagesPerStep?: number } = {},
): () => Promise<number> {
  return async () => {
    let steps = 0;
    while (steps < MAX_STEPS && (await mergeSearchIndexStep(db, pagesPerStep))) {
      steps++;
      await sleep(pauseMs);
    }
    return steps;
  };
}

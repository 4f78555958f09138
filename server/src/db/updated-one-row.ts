import type { UpdateResult } from 'kysely';

/**
 * Runs a conditional UPDATE and says whether it changed exactly one row: true when this caller won the claim, or when
 * the one row an UPDATE by id names was still there.
 */
export async function updatedOneRow(update: { executeTakeFirst(): Promise<UpdateResult> }): Promise<boolean> {
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

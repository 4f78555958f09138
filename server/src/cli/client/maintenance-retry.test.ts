import { describe, expect, it } from 'vitest';
import { CliError } from './cli-error.ts';
import { retryingMaintenance } from './maintenance-retry.ts';

const maintenance = () => new CliError('System is in maintenance mode.', 'MAINTENANCE_MODE');

/** An attempt that fails with the given errors in turn, then answers 'done'. */
function attempts(errors: Error[]) {
  let calls = 0;
  return {
    run: async () => {
      const error = errors[calls++];
      if (error) throw error;
      return 'done';
    },
    calls: () => calls,
  };
}

describe('retryingMaintenance', () => {
  it('waits longer after each maintenance refusal, saying so once per wait, then succeeds', async () => {
    const lines: string[] = [];
    const slept: number[] = [];
    const attempt = attempts([maintenance(), maintenance()]);
    const result = await retryingMaintenance(attempt.run, {
      say: (line) => lines.push(line),
      waitsS: [2, 4, 8],
      sleep: async (ms) => void slept.push(ms),
    });
    expect(result).toBe('done');
    expect(attempt.calls()).toBe(3);
    expect(slept).toEqual([2000, 4000]);
    expect(lines).toEqual(['Server in maintenance, retrying in 2s', 'Server in maintenance, retrying in 4s']);
  });

  it('gives up after the last wait with the refusal', async () => {
    const attempt = attempts([maintenance(), maintenance(), maintenance()]);
    const run = retryingMaintenance(attempt.run, { say: () => undefined, waitsS: [1, 1], sleep: async () => {} });
    await expect(run).rejects.toMatchObject({ code: 'MAINTENANCE_MODE' });
    expect(attempt.calls()).toBe(3);
  });

  it('fails at once on any other refusal, and stops waiting when told', async () => {
    const lines: string[] = [];
    const quota = attempts([new CliError('Storage quota exceeded', 'STORAGE_QUOTA_EXCEEDED')]);
    await expect(retryingMaintenance(quota.run, { say: (line) => lines.push(line) })).rejects.toMatchObject({
      code: 'STORAGE_QUOTA_EXCEEDED',
    });
    expect(quota.calls()).toBe(1);
    expect(lines).toEqual([]);

    const stopped = attempts([maintenance(), maintenance()]);
    const run = retryingMaintenance(stopped.run, { say: () => undefined, sleep: async () => {}, stopped: () => true });
    await expect(run).rejects.toMatchObject({ code: 'MAINTENANCE_MODE' });
    expect(stopped.calls()).toBe(1);
  });
});

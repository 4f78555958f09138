import { CliError } from './cli-error.ts';

// While the server is in maintenance (docs/product.md, Maintenance mode) it refuses uploads with 503
// MAINTENANCE_MODE: a maintenance is short, so an upload waits for its end rather than failing, a bounded number of
// times with a growing wait; each try resumes where the server stands.

/** The waits between tries, in seconds: about five minutes in all, then the refusal stands. */
export const MAINTENANCE_WAITS_S = [2, 4, 8, 15, 30, 60, 60, 60, 60] as const;

export const MAINTENANCE_CODE = 'MAINTENANCE_MODE';

export const isMaintenance = (error: unknown): boolean => error instanceof CliError && error.code === MAINTENANCE_CODE;

export interface MaintenanceRetryOptions {
  /** Told once per wait: "Server in maintenance, retrying in Ns". */
  say(line: string): void;
  waitsS?: readonly number[];
  sleep?: (ms: number) => Promise<unknown>;
  /** Stops waiting (Ctrl-C): the last refusal is thrown. */
  stopped?: () => boolean;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` again after each maintenance refusal, up to the waits given; any other failure is thrown at once. */
export async function retryingMaintenance<T>(attempt: () => Promise<T>, options: MaintenanceRetryOptions): Promise<T> {
  const waits = options.waitsS ?? MAINTENANCE_WAITS_S;
  const sleep = options.sleep ?? pause;
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isMaintenance(error) || tries >= waits.length || options.stopped?.()) throw error;
      options.say(`Server in maintenance, retrying in ${waits[tries]}s`);
      await sleep(waits[tries] * 1000);
      if (options.stopped?.()) throw error;
    }
  }
}

/// <reference types="node" />
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Specs may run two at a time (E2E_WORKERS=2, playwright.config.ts). A test tagged @alone puts the instance where
// nobody else can write (maintenance mode), so it waits until no other worker is at work, and the others wait while it
// runs. A worker at work (in a test, a hook or between them) has a file named after its process in this folder, which
// the server's start empties with its data directory; it takes the file away only while it waits.
const dir = join(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'turns');
const ALONE = join(dir, 'alone');
const mine = join(dir, `working-${process.pid}`);

/** This worker is at work from now on (a worker fixture calls it as the worker starts, before any hook). */
export function startWorking(): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(mine, '');
}

/** This worker no longer writes: it waits, or it is done. */
export function stopWorking(): void {
  rmSync(mine, { force: true });
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 100));

/** True while the process is there: a worker that died mid-test must not hold everyone up. */
function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function othersWorking(): boolean {
  return readdirSync(dir).some((name) => {
    const pid = Number(name.match(/^working-(\d+)$/)?.[1]);
    return pid !== process.pid && alive(pid);
  });
}

/** True while an @alone test holds the turn (a claim whose process id is not written yet holds it too). */
function aloneHolderAlive(): boolean {
  let holder: string;
  try {
    holder = readFileSync(ALONE, 'utf8');
  } catch {
    return false;
  }
  return holder === '' || alive(Number(holder));
}

/**
 * Waits for this test's turn and answers its release. Each says it is at work before it looks, so two workers never
 * both miss each other: an ordinary test, at work already, checks for an @alone one and stands aside while it runs; an
 * @alone one stands aside, claims the turn, then waits for every other worker to stand aside or end.
 */
export async function takeTurn(alone: boolean): Promise<() => void> {
  if (!alone) {
    while (aloneHolderAlive()) {
      stopWorking();
      while (aloneHolderAlive()) await pause();
      startWorking();
    }
    return () => undefined;
  }
  stopWorking();
  for (;;) {
    try {
      writeFileSync(ALONE, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!aloneHolderAlive()) rmSync(ALONE, { force: true });
      else await pause();
    }
  }
  while (othersWorking()) await pause();
  return () => {
    rmSync(ALONE, { force: true });
    startWorking();
  };
}

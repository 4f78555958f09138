/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, type Locator, type Page } from '@playwright/test';
import { FIXTURES, filesDir } from '../support/paths.ts';

/**
 * A JPEG of `width` x `height` (colour gradients, a different look per seed) whose EXIF says it was taken at
 * `takenAt` (`YYYY-MM-DDTHH:MM:SS`); without `takenAt` it carries no date, so the timeline files it by its upload.
 */
export async function makePhoto(
  name: string,
  options: { width: number; height: number; seed: number; takenAt?: string },
): Promise<string> {
  mkdirSync(filesDir, { recursive: true });
  const path = join(filesDir, `photos-${name}.jpg`);
  if (existsSync(path)) return path;
  const raw = join(filesDir, `photos-${name}-raw.png`);
  execFileSync(process.env.FFMPEG_PATH ?? 'ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `gradients=s=${options.width}x${options.height}:seed=${options.seed}:nb_colors=4`],
    ...['-frames:v', '1', raw],
  ]);
  let image = sharp(readFileSync(raw)).jpeg({ quality: 80 });
  if (options.takenAt) {
    const exifDate = options.takenAt.replace('T', ' ').replace(/-/g, ':');
    image = image.withExif({ IFD0: { Make: 'Vaultbox' }, IFD2: { DateTimeOriginal: exifDate } });
  }
  writeFileSync(path, await image.toBuffer());
  return path;
}

/** The month header of a label ("March 2025"), and the tile of a file by its title. */
export const monthHeader = (page: Page, label: string) =>
  page.getByTestId('month-header').filter({ has: page.getByRole('heading', { name: label, exact: true }) });
export const tile = (page: Page, title: string) =>
  page.getByTestId('photo-tile').filter({ has: page.getByRole('button', { name: `Open ${title}`, exact: true }) });

/** "November 2026" for today's month, as the page names it in English. */
export function currentMonthLabel(): string {
  return new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(new Date());
}

export interface FrameReport {
  frames: number;
  seconds: number;
  fps: number;
  longestFrameMs: number;
  longTasks: number;
  longestTaskMs: number;
  mostTiles: number;
}

/** Starts counting frames (requestAnimationFrame), long tasks and the most tiles in the DOM at once, in the page. */
export async function startFrameMeter(page: Page): Promise<void> {
  await page.evaluate(() => {
    const meter = {
      running: true,
      frames: 0,
      started: performance.now(),
      last: performance.now(),
      longestFrame: 0,
      longTasks: [] as number[],
      mostTiles: 0,
    };
    (window as unknown as { __meter: typeof meter }).__meter = meter;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) meter.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    const tick = (now: number) => {
      if (!meter.running) return;
      meter.frames += 1;
      meter.longestFrame = Math.max(meter.longestFrame, now - meter.last);
      meter.last = now;
      meter.mostTiles = Math.max(meter.mostTiles, document.querySelectorAll('[data-testid="photo-tile"]').length);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

export async function stopFrameMeter(page: Page): Promise<FrameReport> {
  const report = await page.evaluate(() => {
    const meter = (window as unknown as { __meter: Record<string, unknown> }).__meter as {
      running: boolean;
      frames: number;
      started: number;
      longestFrame: number;
      longTasks: number[];
      mostTiles: number;
    };
    meter.running = false;
    const seconds = (performance.now() - meter.started) / 1000;
    return {
      frames: meter.frames,
      seconds: Math.round(seconds * 100) / 100,
      fps: Math.round((meter.frames / seconds) * 10) / 10,
      longestFrameMs: Math.round(meter.longestFrame),
      longTasks: meter.longTasks.length,
      longestTaskMs: Math.round(Math.max(0, ...meter.longTasks)),
      mostTiles: meter.mostTiles,
    };
  });
  expect(report.frames).toBeGreaterThan(0);
  return report;
}

/** Seeds `count` images and videos for `email` beside the running server (scripts/seed-timeline.mjs). */
export function seedTimeline(email: string, count: number): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const args = ['scripts/seed-timeline.mjs', '--data-dir', dataDir, '--email', email, '--count', String(count)];
  return execFileSync('node', args, { cwd: join(FIXTURES, '..', '..', '..'), encoding: 'utf8' }).trim();
}

/** Scrolls the window by `step` px a frame (all the way down when `step` is 0: 1/600 of the height) until the end. */
export async function scrollThrough(page: Page, step: number, maxFrames: number): Promise<void> {
  await page.evaluate(
    async ({ step, maxFrames }) => {
      for (let frame = 0; frame < maxFrames; frame++) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const end = document.documentElement.scrollHeight - window.innerHeight;
        if (window.scrollY >= end - 1) return;
        window.scrollBy(0, step > 0 ? step : Math.ceil(document.documentElement.scrollHeight / 600));
      }
    },
    { step, maxFrames },
  );
}

/**
 * A finger on `target` for `ms`, then lifted: the pointer events a touch screen sends, and the click a browser may send
 * after it. Moved by `moveBy` pixels meanwhile, it is a scroll: the browser takes the touch over (pointercancel) and
 * sends no click.
 */
export async function touchHold(target: Locator, ms: number, moveBy = 0): Promise<void> {
  const box = (await target.boundingBox())!;
  const at = (dy: number) => ({
    pointerType: 'touch',
    pointerId: 7,
    isPrimary: true,
    clientX: box.x + box.width / 2,
    clientY: box.y + box.height / 2 + dy,
  });
  await target.dispatchEvent('pointerdown', at(0));
  if (moveBy) await target.dispatchEvent('pointermove', at(moveBy));
  await target.page().waitForTimeout(ms);
  if (moveBy) {
    await target.dispatchEvent('pointercancel', at(moveBy));
    return;
  }
  await target.dispatchEvent('pointerup', at(0));
  await target.dispatchEvent('click', at(0));
}

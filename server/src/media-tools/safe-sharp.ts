import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import type { default as SharpFactory, Sharp } from 'sharp';

export interface DecodedPixels {
  width: number;
  height: number;
  channels?: 1 | 2 | 3 | 4;
  rgba: Buffer;
}

/** 100 megapixels: any real photo, while a decompression bomb is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 100_000_000;
export const SHARP_TIMEOUT_SECONDS = 30;

let loaded: typeof SharpFactory | undefined;

/**
 * sharp, loaded at the first picture rather than at start: with libvips it holds 6-19 MB of memory, and most of a
 * server's life needs no picture made (docs/performance.md, What holds the memory). Loaded synchronously (its CommonJS
 * entry), so opening an image stays one call.
 */
function sharp(...args: Parameters<typeof SharpFactory>): Sharp {
  if (!loaded) {
    loaded = createRequire(import.meta.url)('sharp') as typeof SharpFactory;
    // Thumbnails are background work: leave CPU cores for requests. No operation cache: every picture is decoded once
    // and never again, so a cache would only keep up to its size of pixels in memory after the work (and file handles
    // of deleted temp files).
    loaded.concurrency(Math.min(2, availableParallelism()));
    loaded.cache(false);
  }
  return loaded(...args);
}

/**
 * The only way this module opens images. failOn 'error' refuses truncated or broken data (no half-grey thumbnails)
 * but tolerates the harmless warnings many camera JPEGs carry.
 */
export function openImage(input: string | Buffer, options: { animated?: boolean } = {}): Sharp {
  return sharp(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
    sequentialRead: true,
    animated: options.animated ?? false,
  }).timeout({
    seconds: SHARP_TIMEOUT_SECONDS,
  });
}

/** Decoded pixels, RGBA unless `channels` says otherwise (what a decoder sharp lacks produced), with the same timeout. */
export function openPixels({ width, height, channels = 4, rgba }: DecodedPixels): Sharp {
  return sharp(rgba, { raw: { width, height, channels }, limitInputPixels: MAX_INPUT_PIXELS }).timeout({
    seconds: SHARP_TIMEOUT_SECONDS,
  });
}

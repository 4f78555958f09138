import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { link } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database.ts';
import type { NewMediaFileRow } from '../../src/db/tables.ts';
import { thumbnailKey } from '../../src/domain/media/blob-names.ts';
import { THUMBNAIL_SIDES, type ThumbnailSize } from '@vaultbox/common/schemas/media.ts';
import { PLAIN_MAGIC } from '../../src/storage/blob-format.ts';
import { bytelessMediaRow } from './media-rows.ts';

// Many images and videos of one user for the Photos timeline's end-to-end spec and bench: rows spread over ten years
// of months (unevenly, some months empty), of four shapes, most with a capture date. With a local blob store's root,
// every row also gets real thumbnails (and an image its original): a few dozen distinct plain blobs written once and
// hard-linked under each row's keys, so 100,000 rows cost links, not image encodings.

export interface TimelineSeedOptions {
  /** The local blob store's root (DATA_DIR/blobs): rows then serve real WebP thumbnails; without it none (state 'none'). */
  blobsRoot?: string;
  /** The newest month is this date's; the oldest ten years before. */
  now?: Date;
  /** Same seed, same rows (apart from their ids). */
  seed?: number;
  /** Share of rows without a capture date (they sit by upload date), 0 to 1. */
  undated?: number;
  /** Share of videos, 0 to 1. */
  videos?: number;
  /** How many months back from `now` the files spread over: 120 (ten years) by default. */
  months?: number;
}

export interface TimelineSeedResult {
  files: number;
  bytes: number;
  months: number;
}

interface Shape {
  name: string;
  width: number;
  height: number;
  video: boolean;
}

/** Displayed sizes of a phone and a camera: the grid lays tiles out by their aspect ratio. */
const SHAPES: Shape[] = [
  { name: 'landscape', width: 4032, height: 3024, video: false },
  { name: 'portrait', width: 3024, height: 4032, video: false },
  { name: 'square', width: 3000, height: 3000, video: false },
  { name: 'panorama', width: 8000, height: 2000, video: false },
  { name: 'video-landscape', width: 1920, height: 1080, video: true },
  { name: 'video-portrait', width: 1080, height: 1920, video: true },
];
const COLOURS = ['#c0392b', '#e67e22', '#27ae60', '#2980b9', '#8e44ad', '#16a085'];
const BATCH = 500;
const COMMIT_EVERY = 2_000;

/** Mulberry32: a small seeded generator, so two runs seed the same library. */
function randomOf(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const two = (n: number) => String(n).padStart(2, '0');
/** As an EXIF date is written: the camera's wall clock, no zone. */
const exifStyle = (d: Date) =>
  `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}T` +
  `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;

interface Template {
  /** Blob files (plain format) to link from: each thumbnail size, and the original of an image. */
  thumbs: Record<ThumbnailSize, string>;
  original: { path: string; size: number } | null;
}

/** A gradient with a pale disc, `shape`'s aspect ratio, as raw pixels at the large thumbnail's size. */
async function picture(shape: Shape, colour: string, index: number): Promise<Sharp> {
  const scale = THUMBNAIL_SIDES.large / Math.max(shape.width, shape.height);
  const [w, h] = [Math.round(shape.width * scale), Math.round(shape.height * scale)];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#111"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>
    <circle cx="${Math.round(w * (0.25 + (index % 3) * 0.25))}" cy="${Math.round(h / 2)}"
      r="${Math.round(Math.min(w, h) / 4)}" fill="#fff" fill-opacity="0.35"/>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/** The templates by shape and colour (`${shape.name}-${colour index}`), as plain blob files in `dir`. */
async function writeTemplates(dir: string): Promise<Map<string, Template>> {
  const templates = new Map<string, Template>();
  for (const shape of SHAPES) {
    for (const [index, colour] of COLOURS.entries()) {
      const name = `${shape.name}-${index}`;
      const pixels = await picture(shape, colour, index);
      const thumbs = {} as Record<ThumbnailSize, string>;
      let largeBytes = 0;
      for (const [size, side] of Object.entries(THUMBNAIL_SIDES) as [ThumbnailSize, number][]) {
        const webp = await pixels
          .clone()
          .resize({ width: side, height: side, fit: 'inside' })
          .webp({ quality: 70 })
          .toBuffer();
        thumbs[size] = join(dir, `${name}-${size}`);
        writeFileSync(thumbs[size], Buffer.concat([PLAIN_MAGIC, webp]));
        if (size === 'large') largeBytes = webp.length;
      }
      // An image's large thumbnail stands in for the photo itself: it opens in the viewer and downloads.
      const original = shape.video ? null : { path: thumbs.large, size: largeBytes };
      templates.set(name, { thumbs, original });
    }
  }
  return templates;
}

/** Where LocalBlobStore keeps a key: <root>/<first two characters>/<key>. */
function linkBlob(root: string, from: string, key: string, shards: Set<string>): Promise<void> {
  const shard = key.slice(0, 2);
  if (!shards.has(shard)) {
    mkdirSync(join(root, shard), { recursive: true });
    shards.add(shard);
  }
  return link(from, join(root, shard, key));
}

/** A weight per month: some busy (holidays), a few empty, most in between. */
function monthWeights(random: () => number, months: number): number[] {
  return Array.from({ length: months }, () => {
    const roll = random();
    if (roll < 0.05) return 0;
    if (roll < 0.15) return 4 + random() * 4;
    return 0.5 + random();
  });
}

/** Makes the rows one by one, the same for the same seed: when each was taken and uploaded, its shape and picture. */
function rowMaker(userId: string, options: TimelineSeedOptions, templates: Map<string, Template> | null) {
  const random = randomOf(options.seed ?? 1);
  const now = options.now ?? new Date();
  const undated = options.undated ?? 0.15;
  const videos = options.videos ?? 0.08;
  const newest = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const weights = monthWeights(random, options.months ?? 120);
  const sum = weights.reduce((a, b) => a + b, 0);
  let running = 0;
  const cumulative = weights.map((w) => (running += w / sum));
  return (i: number): { row: NewMediaFileRow; template: Template | undefined } => {
    const pick = random();
    const first = new Date(newest);
    first.setUTCMonth(
      first.getUTCMonth() -
        Math.max(
          0,
          cumulative.findIndex((c) => pick <= c),
        ),
    );
    const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
    const at = new Date(first.getTime() + Math.floor(random() * days * 86_400_000));
    const dated = random() >= undated;
    // A dated file was uploaded some days after it was taken (never after now); an undated one when it was taken.
    const uploaded = dated ? new Date(Math.min(now.getTime(), at.getTime() + random() * 40 * 86_400_000)) : at;
    const video = random() < videos;
    const family = SHAPES.filter((s) => s.video === video);
    const shape = family[Math.floor(random() * family.length)]!;
    const template = templates?.get(`${shape.name}-${Math.floor(random() * COLOURS.length)}`);
    const name = `${video ? 'VID' : 'IMG'}_${String(i).padStart(6, '0')}`;
    const row = bytelessMediaRow({
      id: randomUUID(),
      user_id: userId,
      title: name,
      original_name: `${name}.${video ? 'mp4' : 'webp'}`,
      mime_type: video ? 'video/mp4' : 'image/webp',
      category: video ? 'video' : 'image',
      size: template?.original?.size ?? 0,
      width: shape.width,
      height: shape.height,
      duration: video ? 3 + Math.round(random() * 120) : null,
      taken_at: dated ? exifStyle(at) : null,
      thumbnail_state: template ? 'ready' : 'none',
      created_at: uploaded.toISOString(),
    });
    return { row, template };
  };
}

/**
 * Writes `count` images and videos of `userId` in batches (each through the same triggers as an upload, so the
 * library's stats, its search and the timeline's months stay right), charges their bytes to the user's storage
 * (raising the limit when they would not fit), and answers what it wrote.
 */
export async function seedTimelineFiles(
  db: Db,
  userId: string,
  count: number,
  options: TimelineSeedOptions = {},
): Promise<TimelineSeedResult> {
  const { blobsRoot } = options;
  const templateDir = blobsRoot ? mkdtempSync(join(dirname(blobsRoot), 'timeline-seed-')) : null;
  const templates = templateDir ? await writeTemplates(templateDir) : null;
  const makeRow = rowMaker(userId, options, templates);
  const shards = new Set<string>();
  const months = new Set<string>();
  let bytes = 0;
  try {
    // A commit per COMMIT_EVERY rows, not per batch: each commit of SQLite's write-ahead log may checkpoint. Not more
    // either: a running server's writes wait 5 s for the lock (10,000 rows held it longer on a busy machine).
    for (let chunk = 0; chunk < count; chunk += COMMIT_EVERY) {
      await db.transaction().execute(async (trx) => {
        for (let start = chunk; start < Math.min(count, chunk + COMMIT_EVERY); start += BATCH) {
          const rows: NewMediaFileRow[] = [];
          // Linked on libuv's threads while the database writes the batch.
          const links: Promise<void>[] = [];
          for (let i = start; i < Math.min(count, start + BATCH); i++) {
            const { row, template } = makeRow(i);
            rows.push(row);
            bytes += row.size;
            months.add((row.taken_at ?? row.created_at).slice(0, 7));
            if (!template || !blobsRoot) continue;
            for (const size of Object.keys(template.thumbs) as ThumbnailSize[])
              links.push(linkBlob(blobsRoot, template.thumbs[size], thumbnailKey(row.id, size), shards));
            if (template.original) links.push(linkBlob(blobsRoot, template.original.path, row.id, shards));
          }
          await Promise.all([trx.insertInto('media_files').values(rows).execute(), ...links]);
        }
      });
    }
    if (bytes > 0) {
      await db
        .updateTable('users')
        .set({
          storage_used: sql<number>`storage_used + ${bytes}`,
          storage_limit: sql<number>`case when storage_used + ${bytes} > storage_limit
            then storage_used + ${bytes} + 1073741824 else storage_limit end`,
        })
        .where('id', '=', userId)
        .execute();
    }
  } finally {
    if (templateDir) rmSync(templateDir, { recursive: true, force: true });
  }
  return { files: count, bytes, months: months.size };
}

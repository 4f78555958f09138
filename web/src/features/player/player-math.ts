import { PLAYER } from '@vaultbox/common/constants.ts';

/** One zoom step (0.1) in a direction, kept within 0.1..3 and free of float drift. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const next = Math.round((zoom + direction * PLAYER.zoomStep) * 10) / 10;
  return Math.min(PLAYER.zoomMax, Math.max(PLAYER.zoomMin, next));
}

/** A quarter turn either way. Not wrapped at 360, so the CSS transition always turns the short way. */
export function stepRotation(rotation: number, direction: 1 | -1): number {
  return rotation + direction * PLAYER.rotationStep;
}

/** Seconds as m:ss, or h:mm:ss from an hour on; '0:00' for anything unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '0:00';
  const total = Math.floor(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** 'a, b ,, c' -> ['a', 'b', 'c']: trimmed, no empties, no duplicates. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (tag) seen.add(tag);
  }
  return [...seen];
}

/** Image types a browser draws itself (the previewable types, plus a few more every current browser renders). */
const INLINE_IMAGE = /^image\/(jpeg|png|gif|webp|svg\+xml|avif|bmp)$/;

export function canShowImageInline(mimeType: string): boolean {
  return INLINE_IMAGE.test(mimeType.toLowerCase());
}

import type { PreviewFailure } from '@vaultbox/common/schemas/media.ts';

const MAX_REASON_CHARS = 300;

/**
 * What kind of failure a tool met, told where it is known (the cap, a limit, a missing tool or reader). Without one,
 * the tool could not read the content ('unreadable'). Named as the owner is told them (PreviewFailure).
 */
export type FailureKind = Extract<PreviewFailure, 'too_long' | 'too_large' | 'unsupported' | 'no_tool'>;

/** A short, single-line reason for logs and the job row: libvips and ffmpeg errors span several lines. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const lines = [
    ...new Set(
      message
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
  const text = lines.length <= 1 ? (lines[0] ?? 'unknown error') : `${lines[0]} ... ${lines.at(-1)}`;
  return text.length > MAX_REASON_CHARS ? `${text.slice(0, MAX_REASON_CHARS - 3)}...` : text;
}

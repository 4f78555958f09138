import { supportedMimeTypes } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryOf } from '@vaultbox/common/media-category.ts';
import { resolveFfprobePath } from './ffmpeg-path.ts';
import { demuxerOf, ffmpegReaderOf, inputArgs, KNOWN_DEMUXERS } from './input-format.ts';
import { withToolInput } from './media-source.ts';
import { probeMetadata } from './probe-metadata.ts';
import { runProcess } from './run-process.ts';
import { makeThumbnails } from './thumbnails.ts';
import { browserVideoArgs, runFfmpegCopy, strippedVideoArgs } from './video-copy.ts';
import { ffmpegForTests } from '../../test/helpers/media-test-files.ts';
import {
  concatScript,
  playlistDisguisedAsModule,
  startConnectionCounter,
  type ConnectionCounter,
} from '../../test/helpers/hostile-playlist.ts';

const hasFfmpeg = await ffmpegForTests();

describe.skipIf(!hasFfmpeg)('a playlist or script in disguise', () => {
  let listener: ConnectionCounter;
  beforeAll(async () => {
    listener = await startConnectionCounter();
  });
  afterAll(() => listener.close());

  // The type sniffing gives (a tracker module for the playlist), and types a disguise could claim.
  const claimedTypes = [
    'audio/x-s3m',
    'audio/mpeg',
    'audio/wav',
    'video/mp4',
    'video/matroska',
    'video/vnd.avi',
    'video/mp2t',
    'image/bmp',
    'image/png',
  ];

  it.each(claimedTypes)('claimed as %s, makes neither ffprobe nor ffmpeg open another address', async (mimeType) => {
    const before = listener.connections();
    for (const bytes of [playlistDisguisedAsModule(listener.url), concatScript(listener.url)]) {
      const probe = await probeMetadata(bytes, mimeType);
      expect(probe.metadata.duration).toBeUndefined();
      const thumbnails = await makeThumbnails(bytes, mimeType);
      expect(thumbnails.ok).toBe(false);
    }
    expect(listener.connections() - before).toBe(0);
  });

  it.each(['video/mp4', 'video/matroska', 'video/vnd.avi'])(
    'claimed as %s, makes no copy that fetches',
    async (type) => {
      const before = listener.connections();
      const reader = await ffmpegReaderOf(type);
      if (!reader.ok) throw new Error(reader.reason);
      for (const bytes of [playlistDisguisedAsModule(listener.url), concatScript(listener.url)]) {
        const failure = await withToolInput(bytes, reader.demuxer, async (input) => {
          const run = runFfmpegCopy(browserVideoArgs(input, {}), 30);
          run.stdout.resume();
          return run.done;
        });
        expect(failure).toBeTruthy();
      }
      expect(listener.connections() - before).toBe(0);
    },
  );
});

describe('the demuxer of each sniffed type', () => {
  // Demuxers that open further inputs named inside the file, or read what a sniffed type never needs.
  const NEVER = ['hls', 'dash', 'concat', 'image2', 'tee', 'webm_dash_manifest', 'libopenmpt', 'mod', 'sdp', 'rtsp'];
  const media = [...supportedMimeTypes].filter((type) => ['image', 'video', 'audio'].includes(categoryOf(type)));

  it('is one plain demuxer, or none (stored, not probed) for types only a risky reader takes', () => {
    for (const type of media) expect(NEVER, type).not.toContain(demuxerOf(type));
    for (const tracker of ['audio/x-s3m', 'audio/x-it', 'audio/x-xm', 'audio/midi']) {
      expect(demuxerOf(tracker), tracker).toBeUndefined();
    }
    expect(demuxerOf('application/x-mpegurl')).toBeUndefined();
    expect(demuxerOf('toString')).toBeUndefined();
  });

  it('is named by -f and is the only entry of -format_whitelist, before the input, in every run', () => {
    const input = { protocols: 'http,tcp', demuxer: 'avi', input: 'http://127.0.0.1:1/x' };
    const named = ['-protocol_whitelist', 'http,tcp', '-format_whitelist', 'avi', '-f', 'avi', '-i', input.input];
    expect(inputArgs(input)).toEqual(named);
    for (const args of [browserVideoArgs(input, {}), strippedVideoArgs(input, 'video/matroska')]) {
      const at = args.indexOf('-protocol_whitelist');
      expect(args.slice(at, at + named.length)).toEqual(named);
      expect(args.filter((arg) => arg === '-i')).toHaveLength(1);
    }
  });

  it.skipIf(!hasFfmpeg)('exists in this ffmpeg, so honest files are read', async () => {
    const run = await runProcess(resolveFfprobePath()!, ['-hide_banner', '-demuxers'], {
      timeoutMs: 15_000,
      maxStdoutBytes: 1 << 20,
    });
    const names = new Set(
      run.stdout
        .toString()
        .split('\n')
        .flatMap((line) => /^\s*D\S*\s+(\S+)/.exec(line)?.[1].split(',') ?? []),
    );
    for (const demuxer of KNOWN_DEMUXERS) expect(names.has(demuxer), demuxer).toBe(true);
  });
});

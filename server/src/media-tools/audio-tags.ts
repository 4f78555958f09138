import type { IAudioMetadata, IOptions } from 'music-metadata';
import type { MediaSource } from './media-source.ts';

/**
 * An audio file's tags and format, by music-metadata, loaded at the first sound file rather than at start (about
 * 1.2 MB of memory that most of a server's life does not need).
 */
export async function readAudioTags(source: MediaSource, mimeType: string, options: IOptions): Promise<IAudioMetadata> {
  const { parseBuffer, parseFile } = await import('music-metadata');
  return typeof source === 'string' ? parseFile(source, options) : parseBuffer(source, { mimeType }, options);
}

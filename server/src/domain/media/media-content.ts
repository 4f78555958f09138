import type { Readable } from 'node:stream';
import type { StrippingProblem } from '@vaultbox/common/strippable-types.ts';
import type { MediaFileRow } from '../../db/tables.ts';
import { AppError } from '../../errors.ts';
import type { ByteRange } from '../../storage/byte-range.ts';

/** A file (or one of its copies) ready to be served: facts for the headers, and its plaintext bytes on demand. */
export interface MediaContent {
  row: MediaFileRow;
  size: number;
  etag: string;
  mimeType: string;
  /** For Content-Disposition: the original name, its extension changed when a copy has another type. */
  fileName: string;
  /** Plaintext of the whole file or of an inclusive range, read chunk by chunk; integrity failures error the stream. */
  open(range?: ByteRange): Promise<Readable>;
}

/** Which bytes a route wants: the file as stored, or what a browser can show, or what a share may give away. */
export interface ContentWish {
  /** The browser-viewable copy when the file has one (HEIC, foreign video): the stream and preview routes. */
  viewable?: boolean;
  /** Without location and camera data (a share with stripMetadata): never the original when that fails. */
  stripped?: boolean;
}

/** 422, never the original: the catalogue's sentence for a copy that failed, its own for a type not strippable. */
export const metadataNotRemovableError = (problem: StrippingProblem) =>
  new AppError(
    'METADATA_NOT_REMOVABLE',
    problem === 'unsupported_type'
      ? 'Location and camera data cannot be removed from this type of file, so it is not served. Its owner can share it with that option off.'
      : undefined,
  );

/** What encrypts one file's blobs: its unwrapped key and the id its chunks are bound to. */
export interface BlobEncryption {
  fileKey: Buffer;
  /**
   * Bound into every chunk. Use the file id for the file itself and a distinct id for each derived blob under the
   * same key (e.g. `${fileId}.thumb-small`), so derived blobs can never be swapped for one another.
   */
  fileId: string;
}

// Decodes HEIC/HEIF pictures (libheif compiled to WebAssembly, from the npm registry) off the main thread: the decode
// of a 12-megapixel photo takes over a second of CPU, which would stall every request. One picture per message; the
// thread is kept between pictures (heic-image.ts), so the decoder is loaded once, not for every photo. Plain
// JavaScript, so the worker starts without the TypeScript loader. In: { bytes, maxPixels }. Out: { width, height,
// data } (RGBA) or { error }, with tooLarge when the picture is over maxPixels.
import { parentPort } from 'node:worker_threads';
import decode from 'heic-decode';

parentPort.on('message', async ({ bytes, maxPixels }) => {
  try {
    const images = await decode.all({ buffer: new Uint8Array(bytes) });
    try {
      const first = images[0];
      if (first.width * first.height > maxPixels) {
        parentPort.postMessage({ error: `the picture has more than ${maxPixels} pixels`, tooLarge: true });
      } else {
        const { width, height, data } = await first.decode();
        parentPort.postMessage({ width, height, data }, [data.buffer]);
      }
    } finally {
      images.dispose?.();
    }
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});

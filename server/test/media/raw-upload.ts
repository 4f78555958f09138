import { request as httpRequest, type ClientRequest } from 'node:http';

// Multipart uploads written by hand over a raw socket: to lie in Content-Length, to stream without one, or to die
// half-way, which fetch cannot do.

const BOUNDARY = '----vaultbox-test-boundary';

export function multipartParts(fileBytes: Buffer, name = 'big.bin'): { head: Buffer; file: Buffer; tail: Buffer } {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return { head, file: fileBytes, tail };
}

export interface RawUploadResult {
  status: number | null;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The socket error, if the connection broke before a complete answer. */
  error: Error | null;
}

export interface RawUploadOptions {
  token: string;
  /** Declared length; omit for chunked transfer encoding. */
  contentLength?: number;
}

/** Starts a raw multipart POST; the caller writes the body. Resolves with whatever answer (or error) comes. */
export function startRawUpload(
  url: string,
  options: RawUploadOptions,
): { req: ClientRequest; result: Promise<RawUploadResult> } {
  const headers: Record<string, string> = {
    authorization: `Bearer ${options.token}`,
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  };
  if (options.contentLength !== undefined) headers['content-length'] = String(options.contentLength);
  const req = httpRequest(`${url}/api/media/upload`, { method: 'POST', headers });
  const result = new Promise<RawUploadResult>((resolve) => {
    let settled = false;
    const done = (value: RawUploadResult) => {
      if (!settled) resolve(value);
      settled = true;
    };
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({
          status: res.statusCode ?? null,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
          error: null,
        }),
      );
      res.on('error', (error) =>
        done({ status: res.statusCode ?? null, headers: res.headers, body: Buffer.concat(chunks).toString(), error }),
      );
    });
    req.on('error', (error) => done({ status: null, headers: {}, body: '', error }));
  });
  return { req, result };
}

/** Writes `data` in pieces, stopping quietly when the server has already answered and closed. */
export async function writeSlowly(req: ClientRequest, data: Buffer, pieceSize = 64 * 1024): Promise<void> {
  for (let offset = 0; offset < data.length && !req.destroyed; offset += pieceSize) {
    const ok = req.write(data.subarray(offset, offset + pieceSize));
    if (!ok) await waitForDrainOrClose(req);
  }
}

function waitForDrainOrClose(req: ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      req.off('drain', done);
      req.off('close', done);
      resolve();
    };
    req.on('drain', done);
    req.on('close', done);
  });
}

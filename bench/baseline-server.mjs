// The baseline the benchmarks compare against: the least a server can do with the same bytes.
// POST /upload pipes the raw request body to a file; GET /file serves a file with fs streams.
import { createReadStream, createWriteStream, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';

const [, , port, dir, servedFile] = process.argv;

/** fsync of a file or a directory by its path. */
async function fsync(path, flags) {
  const handle = await open(path, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

http
  .createServer(async (req, res) => {
    if (req.method === 'POST' && req.url === '/upload') {
      const path = `${dir}/upload-${Date.now()}`;
      await pipeline(req, createWriteStream(path));
      // Durable before it answers, as the app's upload is (the fsync the app needs: the file, then its directory).
      await fsync(path, 'r+');
      await fsync(dir, 'r');
      res.end('ok');
      // Gone once answered, as the app's benched uploads are deleted: a run that kept every gigabyte made the next
      // upload write to never-used blocks of the virtual disk, about half as fast (docs/performance.md, upload).
      rmSync(path);
      return;
    }
    if (req.method === 'GET' && req.url === '/file') {
      res.writeHead(200, { 'Content-Length': statSync(servedFile).size, 'Content-Type': 'application/octet-stream' });
      await pipeline(createReadStream(servedFile), res);
      return;
    }
    res.statusCode = 404;
    res.end();
  })
  .listen(Number(port), '127.0.0.1', () => console.log('baseline ready'));

// The baseline the benchmarks compare against: the least a server can do with the same bytes.
// POST /upload pipes the raw request body to a file; GET /file serves a file with fs streams.
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';

const [, , port, dir, servedFile] = process.argv;

http
  .createServer(async (req, res) => {
    if (req.method === 'POST' && req.url === '/upload') {
      await pipeline(req, createWriteStream(`${dir}/upload-${Date.now()}`));
      res.end('ok');
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

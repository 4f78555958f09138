import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../config.ts';
import { OneLinePerRequest, prettyStream } from './log-options.ts';

function capture(): { stream: Writable; text: () => string } {
  let output = '';
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      output += chunk.toString();
      done();
    },
  });
  return { stream, text: () => output };
}

describe('log format', () => {
  it('is pretty on a terminal and JSON lines otherwise, unless LOG_FORMAT says', () => {
    expect(buildConfig({}, true).logFormat).toBe('pretty');
    expect(buildConfig({}, false).logFormat).toBe('json');
    expect(buildConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(buildConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => buildConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be pretty or json');
  });

  it('writes one human line per request when pretty', async () => {
    const out = capture();
    const pretty = prettyStream(false, out.stream);
    const app = Fastify({ logger: { level: 'info', stream: pretty }, logController: new OneLinePerRequest() });
    app.get('/api/thing', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/thing' });
    app.log.info('Vaultbox is serving http://localhost:3000');
    await app.close();
    const lines = out.text().trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/thing 200 in \d+ ms$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Vaultbox is serving http:\/\/localhost:3000$/);
  });

  it('writes one JSON object per request otherwise', async () => {
    const out = capture();
    const app = Fastify({ logger: { level: 'info', stream: out.stream }, logController: new OneLinePerRequest() });
    app.get('/api/thing', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/thing' });
    await app.close();
    const lines = out.text().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/thing' },
      res: { statusCode: 200 },
    });
  });
});

import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logOptions, redactUrl } from './log-options.ts';

describe('log redaction', () => {
  it('hides the password query parameter and mail tokens in URLs', () => {
    expect(redactUrl('/api/share/public/s/abc?password=hunter2&x=1')).toBe('/api/share/public/s/abc?password=[redacted]&x=1');
    expect(redactUrl('/api/auth/activate/tok123')).toBe('/api/auth/activate/[redacted]');
    expect(redactUrl('/api/auth/reset-password/tok123?a=b')).toBe('/api/auth/reset-password/[redacted]?a=b');
  });

  it('never writes authorization, cookies, passwords or URL secrets to the log', async () => {
    let output = '';
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        output += chunk.toString();
        done();
      },
    });
    const app = Fastify({ logger: { ...logOptions('info'), stream } });
    app.post('/x', async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'handled');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/x?password=hunter2',
      headers: { authorization: 'Bearer secret-token', cookie: 'vb_session=secret-cookie' },
      payload: { password: 'hunter3', newPassword: 'hunter4' },
    });
    await app.close();
    expect(output).toContain('handled');
    for (const secret of ['hunter2', 'hunter3', 'hunter4', 'secret-token', 'secret-cookie']) expect(output).not.toContain(secret);
  });
});

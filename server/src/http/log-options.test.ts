import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logOptions, redactUrl } from './log-options.ts';

describe('log redaction', () => {
  it('hides the password query parameter and mail tokens in URLs', () => {
    expect(redactUrl('/api/share/public/s/abc?password=hunter2&x=1')).toBe(
      '/api/share/public/s/abc?password=[redacted]&x=1',
    );
    expect(redactUrl('/api/auth/activate/tok123')).toBe('/api/auth/activate/[redacted]');
    expect(redactUrl('/api/auth/reset-password/tok123?a=b')).toBe('/api/auth/reset-password/[redacted]?a=b');
    expect(redactUrl('/verify-email/tok123')).toBe('/verify-email/[redacted]');
  });

  it('compares keys and paths decoded, so an encoded name hides nothing', () => {
    expect(redactUrl('/r/abc?pass%77ord=hunter2&x=1')).toBe('/r/abc?pass%77ord=[redacted]&x=1');
    expect(redactUrl('/r/abc?PASSWORD=hunter2')).toBe('/r/abc?PASSWORD=[redacted]');
    expect(redactUrl('/r/abc?%67rant=1.v.abc')).toBe('/r/abc?%67rant=[redacted]');
    expect(redactUrl('/%61ctivate/tok123')).toBe('/activate/[redacted]');
    expect(redactUrl('/r/abc?password')).toBe('/r/abc?password=[redacted]');
    expect(redactUrl('/r/%E0%A4%A?x=%E0%A4%A')).toBe('/r/%E0%A4%A?x=%E0%A4%A');
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
    for (const secret of ['hunter2', 'hunter3', 'hunter4', 'secret-token', 'secret-cookie'])
      expect(output).not.toContain(secret);
  });
});

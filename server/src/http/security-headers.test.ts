import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers.ts';

describe('helmet headers computed once', () => {
  it("are helmet's defaults with the options given", () => {
    const headers = helmetHeaders({ contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'blob:'] } } });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("img-src 'self' blob:");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toMatch(/max-age=/);
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('leave out what the options switch off', () => {
    const headers = helmetHeaders({ strictTransportSecurity: false, xFrameOptions: false });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['x-frame-options']).toBeUndefined();
  });
});

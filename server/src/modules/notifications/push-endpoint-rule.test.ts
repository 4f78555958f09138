import { describe, expect, it } from 'vitest';
import { isAllowedPushAddress, pushEndpointProblem } from './push-endpoint-rule.ts';

describe('push endpoint rule', () => {
  it('takes https endpoints of public hosts', () => {
    expect(pushEndpointProblem('https://fcm.googleapis.com/fcm/send/abc', false)).toBeNull();
    expect(pushEndpointProblem('https://203.0.113.9/push', false)).toBeNull();
  });

  it('refuses plain http, credentials and addresses of the server’s own network', () => {
    expect(pushEndpointProblem('http://push.example.com/x', false)).toMatch(/https/);
    expect(pushEndpointProblem('https://u:p@push.example.com/x', false)).toMatch(/password/);
    for (const host of [
      'localhost',
      'api.localhost',
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '[::1]',
      '[fd00::1]',
      '[fe80::1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:a9fe:a9fe]',
    ]) {
      expect(pushEndpointProblem(`https://${host}/push`, false), host).toMatch(/public address/);
    }
  });

  it('takes http on loopback only in tests, and nothing else private even then', () => {
    expect(pushEndpointProblem('http://127.0.0.1:4000/push', true)).toBeNull();
    expect(pushEndpointProblem('http://127.0.0.1:4000/push', false)).not.toBeNull();
    expect(pushEndpointProblem('http://10.0.0.1/push', true)).not.toBeNull();
    expect(pushEndpointProblem('https://192.168.0.1/push', true)).not.toBeNull();
  });

  it('checks resolved addresses the same way', () => {
    expect(isAllowedPushAddress('142.250.1.1', false)).toBe(true);
    expect(isAllowedPushAddress('2a00:1450::1', false)).toBe(true);
    expect(isAllowedPushAddress('10.0.0.1', false)).toBe(false);
    expect(isAllowedPushAddress('::ffff:10.0.0.1', false)).toBe(false);
    expect(isAllowedPushAddress('127.0.0.1', false)).toBe(false);
    expect(isAllowedPushAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedPushAddress('not an address', true)).toBe(false);
  });
});

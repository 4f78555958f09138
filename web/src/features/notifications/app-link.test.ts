import { describe, expect, it } from 'vitest';
import { appPath } from './app-link.ts';

describe('appPath', () => {
  it.each([
    ['/sharing/s1/activity', '/sharing/s1/activity'],
    ['/settings?tab=security', '/settings?tab=security'],
    ['//evil.example/x', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['https://evil.example/', '/dashboard'],
    ['', '/dashboard'],
  ])('follows %s as %s', (link, path) => {
    expect(appPath(link)).toBe(path);
  });
});

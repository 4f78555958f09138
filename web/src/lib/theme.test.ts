import { describe, expect, it } from 'vitest';
import { readTheme, resolvesDark } from './theme.ts';

describe('theme', () => {
  it('defaults to dark and reads the saved value under "theme"', () => {
    expect(readTheme({ getItem: () => null })).toBe('dark');
    expect(readTheme({ getItem: (k) => (k === 'theme' ? 'light' : null) })).toBe('light');
    expect(readTheme({ getItem: () => 'purple' })).toBe('dark');
    expect(readTheme(null)).toBe('dark');
  });
  it('resolves system from the operating system', () => {
    expect(resolvesDark('dark', false)).toBe(true);
    expect(resolvesDark('light', true)).toBe(false);
    expect(resolvesDark('system', true)).toBe(true);
    expect(resolvesDark('system', false)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { playerKeyAction, type PlayerKeyPress } from './player-keys.ts';

const press = (key: string, overrides: Partial<PlayerKeyPress> = {}): PlayerKeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  typing: false,
  spaceOwned: false,
  ...overrides,
});

describe('playerKeyAction', () => {
  it.each([
    ['ArrowLeft', 'previous'],
    ['ArrowRight', 'next'],
    ['Escape', 'back'],
    [' ', 'togglePlay'],
    ['f', 'fullscreen'],
    ['F', 'fullscreen'],
    ['a', null],
  ])('%s -> %s', (key, action) => {
    expect(playerKeyAction(press(key))).toBe(action);
  });
  it('does nothing while typing, Escape included', () => {
    for (const key of ['ArrowLeft', 'ArrowRight', 'Escape', ' ', 'f'])
      expect(playerKeyAction(press(key, { typing: true }))).toBeNull();
  });
  it('leaves browser shortcuts alone', () => {
    expect(playerKeyAction(press('ArrowLeft', { altKey: true }))).toBeNull();
    expect(playerKeyAction(press('ArrowRight', { metaKey: true }))).toBeNull();
    expect(playerKeyAction(press(' ', { ctrlKey: true }))).toBeNull();
    expect(playerKeyAction(press('f', { ctrlKey: true }))).toBeNull();
  });
  it('lets Space press a focused button instead of toggling playback too', () => {
    expect(playerKeyAction(press(' ', { spaceOwned: true }))).toBeNull();
    expect(playerKeyAction(press('ArrowRight', { spaceOwned: true }))).toBe('next');
  });
});

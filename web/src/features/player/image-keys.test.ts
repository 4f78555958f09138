import { describe, expect, it } from 'vitest';
import { imageKeyAction, PAN_KEY_STEP, type ImageKeyPress } from './image-keys.ts';

const press = (key: string, overrides: Partial<ImageKeyPress> = {}): ImageKeyPress => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  pannable: true,
  ...overrides,
});

describe('imageKeyAction', () => {
  it.each([
    ['ArrowRight', { x: -PAN_KEY_STEP, y: 0 }],
    ['ArrowLeft', { x: PAN_KEY_STEP, y: 0 }],
    ['ArrowDown', { x: 0, y: -PAN_KEY_STEP }],
    ['ArrowUp', { x: 0, y: PAN_KEY_STEP }],
  ])('%s looks further that way across a zoomed picture: it moves by %o', (key, pan) => {
    expect(imageKeyAction(press(key))).toEqual({ pan });
  });
  it('moves four times as far with Shift', () => {
    expect(imageKeyAction(press('ArrowRight', { shiftKey: true }))).toEqual({ pan: { x: -4 * PAN_KEY_STEP, y: 0 } });
  });
  it('leaves the arrows to the player when the picture fits', () => {
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'])
      expect(imageKeyAction(press(key, { pannable: false }))).toBeNull();
  });
  it('zooms with + (or =) and -, and resets with 0, whether or not the picture fits', () => {
    const actions = { '+': 'zoomIn', '=': 'zoomIn', '-': 'zoomOut', '0': 'reset', a: null };
    for (const [key, action] of Object.entries(actions))
      for (const pannable of [true, false])
        expect([key, imageKeyAction(press(key, { pannable }))]).toEqual([key, action]);
  });
  it("leaves the browser's shortcuts alone", () => {
    expect(imageKeyAction(press('+', { ctrlKey: true }))).toBeNull();
    expect(imageKeyAction(press('-', { metaKey: true }))).toBeNull();
    expect(imageKeyAction(press('ArrowLeft', { altKey: true }))).toBeNull();
  });
});

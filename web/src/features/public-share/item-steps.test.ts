import { describe, expect, it } from 'vitest';
import { arrowStep, stepTo } from './item-steps.ts';

const key = (k: string, extra: Partial<KeyboardEvent> = {}) =>
  ({ key: k, target: null, altKey: false, ctrlKey: false, metaKey: false, ...extra }) as KeyboardEvent;

describe('the viewer of a multi-file link', () => {
  it('steps within the items and stops at either end', () => {
    expect(stepTo(0, 3, 1)).toBe(1);
    expect(stepTo(2, 3, 1)).toBeNull();
    expect(stepTo(0, 3, -1)).toBeNull();
    expect(stepTo(2, 3, -1)).toBe(1);
  });
  it('moves with the left and right arrows only, without a modifier', () => {
    expect(arrowStep(key('ArrowLeft'))).toBe(-1);
    expect(arrowStep(key('ArrowRight'))).toBe(1);
    expect(arrowStep(key('ArrowUp'))).toBeNull();
    expect(arrowStep(key('ArrowRight', { altKey: true }))).toBeNull();
  });
});

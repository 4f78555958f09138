import { describe, expect, it } from 'vitest';
import { aspectOf, justifiedLayout, MAX_ASPECT } from './justified-layout.ts';

const OPTIONS = { containerWidth: 1000, targetRowHeight: 200, gap: 4 };
const rowWidth = (row: { boxes: { left: number; width: number }[] }) => {
  const last = row.boxes[row.boxes.length - 1];
  return last.left + last.width;
};

describe('justifiedLayout', () => {
  it('fills every row but the last to the container width, in the given order', () => {
    const aspects = [1.5, 1, 0.75, 1.5, 1.33, 1, 2, 0.66, 1, 1.5, 1];
    const { rows } = justifiedLayout(aspects, OPTIONS);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows.slice(0, -1)) expect(rowWidth(row)).toBe(1000);
    expect(rows.flatMap((r) => r.boxes.map((b) => b.index))).toEqual(aspects.map((_, i) => i));
  });

  it('keeps each picture in its aspect ratio and the gaps between them', () => {
    const { rows } = justifiedLayout([1.5, 1, 0.75, 2, 1, 1], OPTIONS);
    const row = rows[0];
    for (const box of row.boxes) {
      const aspect = [1.5, 1, 0.75, 2, 1, 1][box.index];
      expect(Math.abs(box.width - aspect * row.height)).toBeLessThanOrEqual(1);
    }
    for (let i = 1; i < row.boxes.length; i++) {
      const before = row.boxes[i - 1];
      expect(row.boxes[i].left - (before.left + before.width)).toBeGreaterThanOrEqual(3);
      expect(row.boxes[i].left - (before.left + before.width)).toBeLessThanOrEqual(5);
    }
  });

  it('keeps row heights near the target', () => {
    const aspects = Array.from({ length: 200 }, (_, i) => [1.5, 0.75, 1, 1.33, 0.66][i % 5]);
    const { rows } = justifiedLayout(aspects, OPTIONS);
    for (const row of rows.slice(0, -1)) {
      expect(row.height).toBeGreaterThan(140);
      expect(row.height).toBeLessThan(280);
    }
  });

  it('does not stretch the last row of a month', () => {
    const { rows, height } = justifiedLayout([1, 1, 1, 1, 1, 1], OPTIONS);
    const last = rows[rows.length - 1];
    expect(last.height).toBe(200);
    expect(rowWidth(last)).toBeLessThan(1000);
    expect(height).toBe(last.top + last.height);
  });

  it('fills the last row of a page within a month when it is nearly full', () => {
    const aspects = [1, 1, 1, 1, 1, 1, 1, 1];
    const { rows } = justifiedLayout(aspects, { ...OPTIONS, fillLastRow: true });
    const last = rows[rows.length - 1];
    expect(rowWidth(last)).toBe(1000);
    // A lone leftover picture stays at the target height even so.
    const lone = justifiedLayout([1, 1, 1, 1, 1, 1], { ...OPTIONS, containerWidth: 1030, fillLastRow: true });
    expect(lone.rows[lone.rows.length - 1].height).toBe(200);
  });

  it('stacks rows one under the other with the gap between them', () => {
    const { rows, height } = justifiedLayout(Array(30).fill(1.5), OPTIONS);
    for (let i = 1; i < rows.length; i++) expect(rows[i].top).toBe(rows[i - 1].top + rows[i - 1].height + 4);
    expect(height).toBe(rows[rows.length - 1].top + rows[rows.length - 1].height);
  });

  it('shrinks a panorama wider than the screen to fit it', () => {
    const { rows } = justifiedLayout([MAX_ASPECT, 1], { containerWidth: 300, targetRowHeight: 120, gap: 2 });
    expect(rows.map((r) => r.boxes.length)).toEqual([1, 1]);
    expect(rows[0]).toMatchObject({ height: 100, boxes: [{ left: 0, width: 300 }] });
  });

  it('lays out nothing for no items or no width', () => {
    expect(justifiedLayout([], OPTIONS)).toEqual({ rows: [], height: 0 });
    expect(justifiedLayout([1, 2], { ...OPTIONS, containerWidth: 0 })).toEqual({ rows: [], height: 0 });
  });
});

describe('aspectOf', () => {
  it('is width over height, square when unknown, and bounded', () => {
    expect(aspectOf(1600, 1000)).toBe(1.6);
    expect(aspectOf(null, 1000)).toBe(1);
    expect(aspectOf(0, 0)).toBe(1);
    expect(aspectOf(10_000, 100)).toBe(MAX_ASPECT);
    expect(aspectOf(100, 10_000)).toBe(0.5);
  });
});

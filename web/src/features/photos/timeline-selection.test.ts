import { describe, expect, it } from 'vitest';
import { selectedPerMonth, toggled, withMonth, withRange } from './timeline-selection.ts';

const ordered = [
  { id: 'a', month: '2026-11' },
  { id: 'b', month: '2026-11' },
  { id: 'c', month: '2026-10' },
  { id: 'd', month: '2026-10' },
  { id: 'e', month: '2025-01' },
];

describe('the timeline selection', () => {
  it('toggles one file', () => {
    const one = toggled(new Map(), ordered[0]);
    expect([...one.keys()]).toEqual(['a']);
    expect(toggled(one, ordered[0]).size).toBe(0);
  });

  it('selects a range across months, in either direction', () => {
    const start = toggled(new Map(), ordered[1]);
    expect([...withRange(start, ordered, 'b', 'd').keys()].sort()).toEqual(['b', 'c', 'd']);
    expect([...withRange(start, ordered, 'e', 'c').keys()].sort()).toEqual(['b', 'c', 'd', 'e']);
  });

  it('clears a range when its last file was selected', () => {
    const all = withMonth(withMonth(new Map(), '2026-11', ['a', 'b'], true), '2026-10', ['c', 'd'], true);
    expect([...withRange(all, ordered, 'a', 'c').keys()]).toEqual(['d']);
  });

  it('selects and clears a whole month, and counts per month', () => {
    const months = withMonth(withMonth(new Map(), '2026-11', ['a', 'b'], true), '2026-10', ['c'], true);
    expect(selectedPerMonth(months)).toEqual(
      new Map([
        ['2026-11', 2],
        ['2026-10', 1],
      ]),
    );
    expect([...withMonth(months, '2026-11', ['a', 'b'], false).keys()]).toEqual(['c']);
  });
});

import { describe, expect, it } from 'vitest';
import { listPosition, neighbourRefs, pageOfIndex, pickNeighbour } from './neighbours.ts';

describe('neighbourRefs (previous/next through the library list)', () => {
  it('steps within a page', () => {
    expect(neighbourRefs(3, 20, 2, 5)).toEqual({ previous: { page: 2, at: 2 }, next: { page: 2, at: 4 } });
  });
  it('crosses to the last file of the page before and the first of the page after', () => {
    expect(neighbourRefs(0, 20, 2, 5).previous).toEqual({ page: 1, at: 'last' });
    expect(neighbourRefs(19, 20, 2, 5).next).toEqual({ page: 3, at: 0 });
  });
  it('stops at both ends of the list', () => {
    expect(neighbourRefs(0, 20, 1, 5).previous).toBeNull();
    expect(neighbourRefs(4, 5, 5, 5).next).toBeNull();
    expect(neighbourRefs(0, 1, 1, 1)).toEqual({ previous: null, next: null });
  });
  it('a lone file on a middle page has neighbours on both sides', () => {
    expect(neighbourRefs(0, 1, 3, 5)).toEqual({ previous: { page: 2, at: 'last' }, next: { page: 4, at: 0 } });
  });
  it('has none when the file is not on the page', () => {
    expect(neighbourRefs(-1, 20, 2, 5)).toEqual({ previous: null, next: null });
  });
});

describe('pickNeighbour', () => {
  const files = ['a', 'b', 'c'];
  it('takes the file at the index, or the last one', () => {
    expect(pickNeighbour({ page: 1, at: 1 }, files)).toBe('b');
    expect(pickNeighbour({ page: 1, at: 'last' }, files)).toBe('c');
  });
  it('is null without a reference, before the page loaded, on an empty page or past its end', () => {
    expect(pickNeighbour(null, files)).toBeNull();
    expect(pickNeighbour({ page: 2, at: 0 }, undefined)).toBeNull();
    expect(pickNeighbour({ page: 2, at: 'last' }, [])).toBeNull();
    expect(pickNeighbour({ page: 2, at: 5 }, files)).toBeNull();
  });
});

describe('listPosition', () => {
  it('counts across pages', () => {
    expect(listPosition(0, 1, 20, 45)).toEqual({ current: 1, total: 45 });
    expect(listPosition(4, 3, 20, 45)).toEqual({ current: 45, total: 45 });
    expect(listPosition(-1, 3, 20, 45)).toBeNull();
  });
});

describe('pageOfIndex (a file opened without its page: where the server says it is)', () => {
  it('finds the page of an index counted from 0', () => {
    expect(pageOfIndex(0, 20)).toBe(1);
    expect(pageOfIndex(19, 20)).toBe(1);
    expect(pageOfIndex(20, 20)).toBe(2);
    expect(pageOfIndex(119, 20)).toBe(6);
  });
});

import { describe, expect, it } from 'vitest';
import { mediaProblem } from './media-problem.ts';

describe('mediaProblem (what a failed video or audio element means)', () => {
  it('blames the browser only for a type it cannot play and no copy made for it', () => {
    expect(mediaProblem({ errorCode: 4, canPlay: '', hasCopy: false })).toBe('unsupported');
    // A copy was made: its type is one the browser plays, so a failure is the copy's bytes.
    expect(mediaProblem({ errorCode: 4, canPlay: '', hasCopy: true })).toBe('damaged');
  });
  it('calls a playable type that would not decode damaged, and a broken download a network failure', () => {
    expect(mediaProblem({ errorCode: 3, canPlay: 'maybe', hasCopy: false })).toBe('damaged');
    expect(mediaProblem({ errorCode: 4, canPlay: 'probably', hasCopy: false })).toBe('damaged');
    expect(mediaProblem({ errorCode: null, canPlay: 'maybe', hasCopy: false })).toBe('damaged');
    expect(mediaProblem({ errorCode: 2, canPlay: 'maybe', hasCopy: false })).toBe('network');
  });
});

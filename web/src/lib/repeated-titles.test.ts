import { describe, expect, it } from 'vitest';
import { isRepeatedTitle, repeatedTitles } from './repeated-titles.ts';

describe('repeatedTitles', () => {
  it('names the titles two or more files share, whatever their case and surrounding spaces', () => {
    const repeated = repeatedTitles([{ title: 'Harbour' }, { title: 'Lighthouse' }, { title: ' harbour ' }]);
    expect(isRepeatedTitle(repeated, 'Harbour')).toBe(true);
    expect(isRepeatedTitle(repeated, ' harbour ')).toBe(true);
    expect(isRepeatedTitle(repeated, 'Lighthouse')).toBe(false);
  });

  it('names none when every title is unique, or there are no files', () => {
    expect(repeatedTitles([{ title: 'One' }, { title: 'Two' }]).size).toBe(0);
    expect(repeatedTitles([]).size).toBe(0);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmptyList } from './empty-list.tsx';

const render = (filtered: boolean) =>
  renderToStaticMarkup(
    <EmptyList
      filtered={filtered}
      noMatches={{ title: 'No matches', hint: 'Try another term', clearLabel: 'Clear', onClear: () => undefined }}
      empty={{ title: 'Nothing yet', description: 'Add the first one' }}
      className="py-16"
    />,
  );

describe('EmptyList', () => {
  it("shows 'no matches' and the button that clears the filters when the filters emptied the list", () => {
    const html = render(true);
    expect(html).toContain('No matches');
    expect(html).toContain('Try another term');
    expect(html).toMatch(/<button[^>]*>.*Clear<\/button>/);
    expect(html).not.toContain('Nothing yet');
  });

  it("shows the list's own empty state otherwise, without a clear button", () => {
    const html = render(false);
    expect(html).toContain('Nothing yet');
    expect(html).toContain('Add the first one');
    expect(html).not.toContain('No matches');
    expect(html).not.toContain('<button');
  });

  it('passes the spacing to either state', () => {
    expect(render(true)).toContain('py-16');
    expect(render(false)).toContain('py-16');
  });
});

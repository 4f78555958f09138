import type { ComponentProps } from 'react';
import { NoMatches } from './no-matches.tsx';
import { Card } from './ui/card.tsx';
import { EmptyState } from './ui/empty-state.tsx';

/**
 * A list with nothing to show, in a card: when the search or the filters emptied it, 'no matches' with the button that
 * clears them; else the list's own empty state.
 */
export function EmptyList({
  filtered,
  noMatches,
  empty,
  className,
}: {
  filtered: boolean;
  noMatches: Omit<ComponentProps<typeof NoMatches>, 'className'>;
  empty: Omit<ComponentProps<typeof EmptyState>, 'className'>;
  className?: string;
}) {
  return (
    <Card>
      {filtered ? <NoMatches className={className} {...noMatches} /> : <EmptyState className={className} {...empty} />}
    </Card>
  );
}

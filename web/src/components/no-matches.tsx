import { SearchX } from 'lucide-react';
import { Button } from './ui/button.tsx';
import { EmptyState } from './ui/empty-state.tsx';

/** An empty list because of the search or the filters, with the button that clears them. */
export function NoMatches({
  title,
  hint,
  clearLabel,
  onClear,
  className,
}: {
  title: string;
  hint: string;
  clearLabel: string;
  onClear: () => void;
  className?: string;
}) {
  return (
    <EmptyState
      className={className}
      icon={<SearchX className="size-6" />}
      title={title}
      description={hint}
      action={
        <Button variant="secondary" onClick={onClear}>
          {clearLabel}
        </Button>
      }
    />
  );
}

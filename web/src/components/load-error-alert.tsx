import { RefreshCw } from 'lucide-react';
import { errorMessage } from '../lib/api-client.ts';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';

/** A query that failed: what went wrong and a button that runs it again. */
export function LoadErrorAlert({
  query,
  title,
  retryLabel,
}: {
  query: { error: unknown; refetch: () => Promise<unknown> };
  title: string;
  retryLabel: string;
}) {
  return (
    <Alert tone="error" title={title}>
      <p>{errorMessage(query.error)}</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        icon={<RefreshCw className="size-4" />}
        onClick={() => void query.refetch()}
      >
        {retryLabel}
      </Button>
    </Alert>
  );
}

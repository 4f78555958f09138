import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from './load-error-alert.tsx';
import { Spinner } from './ui/spinner.tsx';

/**
 * What a screen shows of a query: a spinner while it loads, the load error with Retry, else its data. `section` is
 * for a part of a screen: a smaller spinner, without a name of its own.
 */
export function QueryContent<T>({
  query,
  errorTitle,
  retryLabel,
  section = false,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: T | undefined; error: unknown; refetch: () => Promise<unknown> };
  errorTitle: string;
  retryLabel: string;
  section?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return section ? (
      <div className="flex justify-center py-6">
        <Spinner className="size-5 text-indigo-500" />
      </div>
    ) : (
      <div className="flex justify-center py-16">
        <Spinner className="size-6 text-indigo-500" label={t('app.loading')} />
      </div>
    );
  }
  if (query.isError) return <LoadErrorAlert query={query} title={errorTitle} retryLabel={retryLabel} />;
  return query.data === undefined ? null : children(query.data);
}

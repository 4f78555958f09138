import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, VISIBLE_TOASTS } from '@vaultbox/common/constants.ts';
import { ApiError } from '../lib/api-client.ts';
import { useResolvedTheme } from '../lib/theme.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status !== null && error.status < 500) && count < 2,
    },
    mutations: { retry: false },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  const theme = useResolvedTheme();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        theme={theme}
        position="bottom-right"
        visibleToasts={VISIBLE_TOASTS}
        duration={TOAST_DURATION_MS.info}
        richColors
        closeButton
      />
    </QueryClientProvider>
  );
}

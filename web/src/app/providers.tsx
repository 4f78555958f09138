import { useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TOAST_DURATION_MS, VISIBLE_TOASTS } from '@vaultbox/common/constants.ts';
import { ApiError } from '../lib/api-client.ts';
import { useResolvedTheme } from '../lib/theme.ts';
import { loadToastsWhenIdle, useLoadedSonner } from '../lib/toast.ts';

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
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}

/** sonner's Toaster, once the first toast or an idle moment has loaded it (lib/toast.ts). */
function Toasts() {
  const theme = useResolvedTheme();
  const sonner = useLoadedSonner();
  useEffect(loadToastsWhenIdle, []);
  if (!sonner) return null;
  return (
    <sonner.Toaster
      theme={theme}
      position="bottom-right"
      visibleToasts={VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS.info}
      richColors
      closeButton
    />
  );
}

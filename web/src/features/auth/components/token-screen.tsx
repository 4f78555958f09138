import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, isAbortError } from '../../../lib/api-client.ts';
import { AuthLayout, StatusView } from './auth-layout.tsx';

type TokenState<T> =
  { status: 'loading' } | { status: 'success'; result: T } | { status: 'error'; message: string | null };

/**
 * The screen of a mailed single-use link (/activate/{token}, /verify-email/{token}): runs the link's call once on
 * opening (cancelled if the page is left) and shows loading, then success or failure. `call` must be a module-level
 * function: a new one would run the call again. Its texts are the `loading`, `loadingHint`, `successTitle`,
 * `failedTitle` and `failed` keys of one i18n group.
 */
export function TokenScreen<T>({
  call,
  textGroup,
  missingTokenText = null,
  success,
  failedActions,
}: {
  call: (token: string, signal: AbortSignal) => Promise<T>;
  /** The i18n group of the screen's texts ('activation'). */
  textGroup: string;
  /** Shown when the link has no token; the group's `failed` if not given. */
  missingTokenText?: string | null;
  /** The text and the way on after success. */
  success: (result: T) => ReactNode;
  failedActions: ReactNode;
}) {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [state, setState] = useState<TokenState<T>>(() =>
    token.trim() ? { status: 'loading' } : { status: 'error', message: missingTokenText },
  );

  useEffect(() => {
    if (!token.trim()) return;
    const controller = new AbortController();
    // Started on the next tick so that a mount that is torn down at once (React's development double mount)
    // never sends the single-use token twice.
    const timer = setTimeout(() => {
      call(token, controller.signal)
        .then((result) => setState({ status: 'success', result }))
        .catch((error: unknown) => {
          if (controller.signal.aborted || isAbortError(error)) return;
          const known =
            error instanceof ApiError && (error.fromServer || error.kind === 'network' || error.kind === 'timeout');
          setState({ status: 'error', message: known ? error.message : null });
        });
    }, 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // Not on the texts: a language switching must not spend the single-use token again.
  }, [token, call]);

  return (
    <AuthLayout>
      {state.status === 'loading' ? (
        <StatusView icon={<Spinner className="size-7" />} tone="info" title={t(`${textGroup}.loading`)}>
          <p>{t(`${textGroup}.loadingHint`)}</p>
        </StatusView>
      ) : null}
      {state.status === 'success' ? (
        <StatusView icon={<CircleCheck className="size-7" />} tone="success" title={t(`${textGroup}.successTitle`)}>
          {success(state.result)}
        </StatusView>
      ) : null}
      {state.status === 'error' ? (
        <StatusView icon={<CircleX className="size-7" />} tone="error" title={t(`${textGroup}.failedTitle`)}>
          <p>{state.message ?? t(`${textGroup}.failed`)}</p>
          {failedActions}
        </StatusView>
      ) : null}
    </AuthLayout>
  );
}

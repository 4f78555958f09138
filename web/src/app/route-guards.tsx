import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session.ts';
import { decideGuard, returnPath, type GuardKind } from './guard-decisions.ts';

/** Renders the child routes when the session may see them, else redirects (docs/product.md, Routes). */
export function RouteGuard({ kind }: { kind: GuardKind }) {
  const session = useSession();
  const location = useLocation();
  const decision = decideGuard(kind, {
    isAuthenticated: session.isAuthenticated,
    role: session.user?.role ?? null,
  });
  if (decision.type === 'redirect') {
    // A guest page left by signing in goes back to where the guest was sent from.
    if (kind === 'guest') return <Navigate to={returnPath(fromState(location.state))} replace />;
    const state = decision.to === '/login' ? { from: location.pathname + location.search } : undefined;
    return <Navigate to={decision.to} replace state={state} />;
  }
  return <Outlet />;
}

function fromState(state: unknown): unknown {
  return state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
}

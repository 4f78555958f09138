import { useEffect, useReducer, useRef, useState } from 'react';
import { ApiError, apiRequest } from './api-client.ts';
import { whenPageIdle } from './page-idle.ts';
import { useSystemInfo } from './system-info.ts';
import { isNewBuild, nextConnection, type ConnectionState } from './system-status.ts';

/** Health checks while all is well, and while the connection is lost (to notice it is back soon). */
export const HEALTH_POLL_MS = 30_000;
export const HEALTH_RETRY_MS = 5_000;
/** How long 'Connection restored' stays. */
export const RESTORED_NOTICE_MS = 4_000;
const HEALTH_TIMEOUT_MS = 10_000;
/** The longest the first system check waits for an idle browser after the page's load. */
const SYSTEM_CHECK_IDLE_MS = 1_000;

/** A failed check is one that never reached the server or that the server could not answer; a 4xx is an answer. */
function checkFailed(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'aborted') return false;
  return error.kind !== 'http' || (error.status ?? 0) >= 500;
}

async function healthCheck(signal: AbortSignal): Promise<boolean> {
  try {
    await apiRequest('/health', {
      signal,
      timeoutMs: HEALTH_TIMEOUT_MS,
      anonymous: true,
      skipUnauthorizedHandler: true,
    });
    return true;
  } catch (error) {
    return !checkFailed(error) || signal.aborted;
  }
}

/** The connection as the system notices need it: browser offline/online events and GET /api/health checks. */
function useConnection(): ConnectionState {
  const [state, dispatch] = useReducer(nextConnection, 'online');
  const lost = state === 'lost';

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      clearTimeout(timer);
      const ok = await healthCheck(controller.signal);
      if (controller.signal.aborted) return;
      dispatch(ok ? 'check-ok' : 'check-failed');
      timer = setTimeout(() => void check(), lost || !ok ? HEALTH_RETRY_MS : HEALTH_POLL_MS);
    };
    const onOffline = () => dispatch('offline');
    const onOnline = () => void check();
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    // While lost, check at once and then often; while online, the first check waits a full period.
    timer = setTimeout(() => void check(), lost ? HEALTH_RETRY_MS : HEALTH_POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [lost]);

  useEffect(() => {
    if (state !== 'restored') return;
    const timer = setTimeout(() => dispatch('restored-shown'), RESTORED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return state;
}

export interface SystemNotices {
  connection: ConnectionState;
  newVersion: boolean;
  maintenance: boolean;
}

/** What the app-wide notices show: the connection, a new build served since this tab opened, maintenance mode. */
export function useSystemNotices(): SystemNotices {
  const connection = useConnection();
  // The first check waits for the page to be drawn: nothing it tells is needed for the first paint, and a request
  // made before it shares a slow line with the page's own.
  const [pageIdle, setPageIdle] = useState(false);
  useEffect(() => whenPageIdle(() => setPageIdle(true), SYSTEM_CHECK_IDLE_MS), []);
  const info = useSystemInfo({ enabled: pageIdle });
  const firstBuild = useRef<string | null>(null);
  const [newVersion, setNewVersion] = useState(false);
  const buildId = info.data?.buildId;

  useEffect(() => {
    if (!buildId) return;
    firstBuild.current ??= buildId;
    if (isNewBuild(firstBuild.current, buildId)) setNewVersion(true);
  }, [buildId]);

  return { connection, newVersion, maintenance: info.data?.maintenance ?? false };
}

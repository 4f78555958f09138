import { t } from '../../../lib/i18n.ts';
import type { TransferCallbacks, TransferHandle, TransferRequest } from './resumable-upload.ts';

// The upload queue lives in the signed-in frame, so whatever it imports loads with every signed-in page. tus-js-client
// (and the transfer code around it) loads with the first upload instead (docs/performance.md, Public share page:
// weight and Lighthouse).
const loadTransfer = () => import('./resumable-upload.ts');

/**
 * startResumableUpload, its code loaded first. A transfer stopped before its code has arrived never starts: with
 * `terminate`, an upload it was to resume is discarded as the started one would have been.
 */
export function startResumableUploadOnDemand(request: TransferRequest, callbacks: TransferCallbacks): TransferHandle {
  let stopped = false;
  const transfer = loadTransfer();
  const started = transfer.then(
    (code) => (stopped ? null : code.startResumableUpload(request, callbacks)),
    () => {
      if (!stopped) callbacks.onError(t('upload.errors.network', { ns: 'media' }), false);
      return null;
    },
  );
  return {
    abort: async (terminate = false) => {
      stopped = true;
      const handle = await started;
      if (handle) await handle.abort(terminate);
      else if (terminate && request.resumeUrl) await discardResumableUploadOnDemand(request.resumeUrl);
    },
  };
}

/** discardResumableUpload, its code loaded first; an upload that cannot be reached now is left to expire. */
export async function discardResumableUploadOnDemand(url: string): Promise<void> {
  const code = await loadTransfer().catch(() => null);
  await code?.discardResumableUpload(url);
}

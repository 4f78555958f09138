import { beforeEach, describe, expect, it, vi } from 'vitest';
import { discardResumableUploadOnDemand, startResumableUploadOnDemand } from './resumable-upload-on-demand.ts';
import type { TransferCallbacks, TransferRequest } from './resumable-upload.ts';

const transfer = vi.hoisted(() => ({
  abort: vi.fn(async () => undefined),
  start: vi.fn(),
  discard: vi.fn(async () => undefined),
}));

vi.mock('./resumable-upload.ts', () => ({
  startResumableUpload: transfer.start,
  discardResumableUpload: transfer.discard,
}));

const callbacks = (): TransferCallbacks => ({
  onProgress: vi.fn(),
  onUrl: vi.fn(),
  onSuccess: vi.fn(),
  onError: vi.fn(),
});
const request = (resumeUrl: string | null = null): TransferRequest => ({
  file: new File(['x'], 'a.txt'),
  title: '',
  description: '',
  resumeUrl,
});
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a resumable upload whose code loads on demand', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    transfer.start.mockReturnValue({ abort: transfer.abort });
  });

  it('starts once its code is in, with the request and callbacks it was given', async () => {
    const given = request();
    const calls = callbacks();
    startResumableUploadOnDemand(given, calls);
    await settled();
    expect(transfer.start).toHaveBeenCalledExactlyOnceWith(given, calls);
  });

  it('passes a stop to the started transfer', async () => {
    const handle = startResumableUploadOnDemand(request(), callbacks());
    await settled();
    await handle.abort(true);
    expect(transfer.abort).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('never starts when stopped before its code is in, and discards the upload it was to resume', async () => {
    const handle = startResumableUploadOnDemand(request('/api/uploads/u1'), callbacks());
    await handle.abort(true);
    await settled();
    expect(transfer.start).not.toHaveBeenCalled();
    expect(transfer.discard).toHaveBeenCalledExactlyOnceWith('/api/uploads/u1');
  });

  it('keeps the upload to resume when stopped early without terminating', async () => {
    const handle = startResumableUploadOnDemand(request('/api/uploads/u1'), callbacks());
    await handle.abort(false);
    await settled();
    expect(transfer.start).not.toHaveBeenCalled();
    expect(transfer.discard).not.toHaveBeenCalled();
  });

  it('discards through the same code', async () => {
    await discardResumableUploadOnDemand('/api/uploads/u2');
    expect(transfer.discard).toHaveBeenCalledExactlyOnceWith('/api/uploads/u2');
  });
});

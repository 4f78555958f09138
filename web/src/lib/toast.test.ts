import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toast, type ToastT, type ToastToDismiss } from 'sonner';
import { TOAST_DURATION_MS } from '@vaultbox/common/constants.ts';
import { notify } from './toast.ts';

// notify loads sonner on first use; these check that a toast made before it has loaded is shown, and that one
// dismissed before it has loaded is not.
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const isToast = (item: ToastT | ToastToDismiss): item is ToastT => !('dismiss' in item);
const active = () =>
  toast
    .getToasts()
    .filter(isToast)
    .map(({ id, type, duration, title }) => ({ id, type, duration, title }));

describe('notify', () => {
  // sonner sends a dismissal on the next animation frame.
  const had = globalThis.requestAnimationFrame;
  beforeAll(() => {
    globalThis.requestAnimationFrame = (run) => setTimeout(() => run(0), 0) as unknown as number;
  });
  afterAll(() => {
    globalThis.requestAnimationFrame = had;
  });

  // First: sonner has not loaded yet.
  it('dismisses a toast whose dismissal came before sonner had loaded', async () => {
    const id = notify.success('Copied');
    notify.dismiss(id);
    await settled();
    expect(active().map((shown) => shown.id)).not.toContain(id);
  });

  it('returns an id at once and shows the toast, with its duration, once sonner has loaded', async () => {
    const id = notify.error('Invalid password');
    expect(id).toMatch(/^toast-\d+$/);
    await settled();
    expect(active()).toContainEqual({
      id,
      type: 'error',
      duration: TOAST_DURATION_MS.error,
      title: 'Invalid password',
    });
    notify.dismiss(id);
  });

  it('gives each toast its own id, and the administration ones 5 s', async () => {
    const first = notify.admin('info', 'Saved');
    const second = notify.admin('info', 'Saved');
    expect(first).not.toBe(second);
    await settled();
    expect(active().filter((shown) => shown.id === first || shown.id === second)).toEqual([
      { id: first, type: 'info', duration: TOAST_DURATION_MS.admin, title: 'Saved' },
      { id: second, type: 'info', duration: TOAST_DURATION_MS.admin, title: 'Saved' },
    ]);
  });
});

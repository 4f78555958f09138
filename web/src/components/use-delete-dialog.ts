import { useState } from 'react';

interface DeleteMutation {
  mutate: (id: string, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

/**
 * The item a delete confirmation asks about, and its delete once confirmed. `ask` opens the dialog; `dialog` is what
 * the `ConfirmDialog` takes. The dialog closes once the delete is done, and after a failure too unless
 * `keepOpenOnError` (to try again).
 */
export function useDeleteDialog<T extends { id: string }>(
  mutation: DeleteMutation,
  {
    onDeleted,
    onFailed,
    keepOpenOnError = false,
  }: { onDeleted: (item: T) => void; onFailed: (error: Error) => void; keepOpenOnError?: boolean },
) {
  const [target, setTarget] = useState<T | null>(null);
  const close = () => setTarget(null);
  const confirm = () => {
    if (!target) return;
    mutation.mutate(target.id, {
      onSuccess: () => {
        onDeleted(target);
        close();
      },
      onError: (error) => {
        onFailed(error);
        if (!keepOpenOnError) close();
      },
    });
  };
  return {
    target,
    ask: setTarget,
    dialog: { open: target !== null, busy: mutation.isPending, onConfirm: confirm, onCancel: close },
  };
}

import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';

/** Cancel and Save at the foot of an edit form; while saving, Cancel waits and Save spins. */
export function FormActions({
  onCancel,
  cancelLabel,
  saveLabel,
  savingLabel,
  saving,
  className,
}: {
  onCancel: () => void;
  cancelLabel: string;
  saveLabel: string;
  savingLabel: string;
  saving: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex justify-end gap-2', className)}>
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={saving}>
        {saving ? savingLabel : saveLabel}
      </Button>
    </div>
  );
}

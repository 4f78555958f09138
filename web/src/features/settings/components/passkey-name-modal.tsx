import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSKEY_NAME_MAX } from '@vaultbox/common/schemas/passkeys.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/** The name of a new passkey (asked before the browser's own prompt) or a new name for one. */
export function PasskeyNameModal({
  open,
  mode,
  initialName,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  open: boolean;
  mode: 'add' | 'rename';
  initialName: string;
  busy: boolean;
  error: string | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('passkeys');
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onClose}
      title={mode === 'add' ? t('nameDialog.addTitle') : t('nameDialog.renameTitle')}
      description={mode === 'add' ? t('nameDialog.addDescription') : undefined}
      size="sm"
    >
      {/* Inside the dialog, so a closed dialog forgets what was typed. */}
      <NameForm
        mode={mode}
        initialName={initialName}
        busy={busy}
        error={error}
        onSubmit={onSubmit}
        onCancel={onClose}
      />
    </Modal>
  );
}

function NameForm({
  mode,
  initialName,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  mode: 'add' | 'rename';
  initialName: string;
  busy: boolean;
  error: string | null;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('passkeys');
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const found = !trimmed
      ? t('nameDialog.nameRequired')
      : trimmed.length > PASSKEY_NAME_MAX
        ? t('nameDialog.nameTooLong', { max: PASSKEY_NAME_MAX })
        : null;
    setProblem(found);
    if (!found) onSubmit(trimmed);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={t('nameDialog.name')}
        name="passkey-name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(null);
        }}
        placeholder={t('nameDialog.placeholder')}
        maxLength={PASSKEY_NAME_MAX + 10}
        autoComplete="off"
        autoFocus
        error={problem}
      />
      <FormActions
        error={error}
        onCancel={onCancel}
        saveLabel={mode === 'add' ? t('nameDialog.continue') : t('nameDialog.save')}
        savingLabel={mode === 'add' ? t('nameDialog.waiting') : t('nameDialog.saving')}
        saving={busy}
      />
    </form>
  );
}

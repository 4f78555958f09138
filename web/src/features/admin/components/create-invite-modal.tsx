import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InviteCode } from '@vaultbox/common/schemas/invite.ts';
import { INVITE_CODE_MAX, INVITE_DESCRIPTION_MAX } from '@vaultbox/common/schemas/invite.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useFormFields } from '../../../components/use-form-fields.ts';
import { useCreateInvite } from '../api/create-invite.ts';
import { adminErrorText } from '../admin-error.ts';
import { buildInvitePayload, emptyInviteForm, type InviteForm } from '../invite-form.ts';

/** Create Invite Code: Code (blank: generated), Expiration Date, Max Uses, Description; Cancel and Create. */
export function CreateInviteModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (invite: InviteCode) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal open={open} onClose={onClose} title={t('invites.form.title')} description={t('invites.form.intro')}>
      {open ? <CreateInviteForm onCancel={onClose} onCreated={onCreated} /> : null}
    </Modal>
  );
}

function CreateInviteForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (invite: InviteCode) => void }) {
  const { t } = useTranslation('admin');
  const { form, set: setField, formError, setFormError } = useFormFields<InviteForm>(emptyInviteForm);
  const mutation = useCreateInvite();
  const set = (key: keyof InviteForm) => (event: { target: { value: string } }) => {
    setField(key, event.target.value);
    mutation.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildInvitePayload(form);
    if (!built.ok) {
      setFormError(t(built.error));
      return;
    }
    mutation.mutate(built.payload, { onSuccess: onCreated });
  };

  const serverError = mutation.error ? adminErrorText(mutation.error, t('invites.messages.createFailed')) : null;
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field
        label={t('invites.form.code')}
        placeholder={t('invites.form.codePlaceholder')}
        hint={t('invites.form.codeHint')}
        value={form.code}
        onChange={set('code')}
        maxLength={INVITE_CODE_MAX}
        autoComplete="off"
        spellCheck={false}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          label={t('invites.form.expiresAt')}
          type="datetime-local"
          hint={t('invites.form.expiresHint')}
          value={form.expiresAt}
          onChange={set('expiresAt')}
        />
        <Field
          label={t('invites.form.maxUses')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          placeholder={t('invites.form.maxUsesPlaceholder')}
          hint={t('invites.form.maxUsesHint')}
          value={form.maxUses}
          onChange={set('maxUses')}
        />
      </div>
      <Field
        label={t('invites.form.description')}
        placeholder={t('invites.form.descriptionPlaceholder')}
        value={form.description}
        onChange={set('description')}
        maxLength={INVITE_DESCRIPTION_MAX}
      />
      <FormActions
        error={formError ?? serverError}
        className="pt-1"
        onCancel={onCancel}
        saveLabel={t('invites.form.submit')}
        savingLabel={t('invites.form.submitting')}
        saving={mutation.isPending}
      />
    </form>
  );
}

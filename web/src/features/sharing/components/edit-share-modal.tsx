import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TITLE_MAX } from '@vaultbox/common/media-fields.ts';
import type { ShareLink } from '@vaultbox/common/schemas/share.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { ShareFormFields } from '../../../components/share-form-fields.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { Toggle } from '../../../components/ui/toggle.tsx';
import { useFormFields } from '../../../components/use-form-fields.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useUpdateShare } from '../api/update-share.ts';
import { buildShareUpdate, editFormFrom, type ShareEditForm } from '../share-update.ts';

/**
 * Edit a share for real (PUT /api/share/{id}): a selection's title, expiry, limits, password set or removed, embedding,
 * metadata, active.
 */
export function EditShareModal({ share, onClose }: { share: ShareLink | null; onClose: () => void }) {
  const { t } = useTranslation('sharing');
  return (
    <Modal
      open={share !== null}
      onClose={onClose}
      title={t('edit.title')}
      description={share ? t('edit.description', { name: share.title }) : undefined}
    >
      {share ? <EditShareForm key={share.id} share={share} onDone={onClose} /> : null}
    </Modal>
  );
}

function EditShareForm({ share, onDone }: { share: ShareLink; onDone: () => void }) {
  const { t } = useTranslation('sharing');
  const { form, set, formError, setFormError } = useFormFields<ShareEditForm>(() => editFormFrom(share));
  const mutation = useUpdateShare();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildShareUpdate(share, form);
    setFormError(built.ok ? null : t(built.error));
    if (!built.ok) return;
    if (Object.keys(built.payload).length === 0) {
      onDone();
      return;
    }
    // A refusal shows in the form, which stays open: no toast repeats it.
    mutation.mutate(
      { id: share.id, changes: built.payload },
      {
        onSuccess: () => {
          notify.success(t('messages.updated'));
          onDone();
        },
      },
    );
  };

  const passwordSlot = (
    <div className="space-y-3">
      {!form.removePassword ? (
        <PasswordField
          label={share.isPasswordProtected ? t('edit.newPassword') : t('form.password')}
          placeholder={t('form.passwordPlaceholder')}
          hint={share.isPasswordProtected ? t('edit.newPasswordHint') : undefined}
          autoComplete="new-password"
          value={form.password}
          onChange={(e) => set('password', e.target.value)}
        />
      ) : null}
      {share.isPasswordProtected ? (
        <Toggle
          checked={form.removePassword}
          onChange={(v) => set('removePassword', v)}
          label={t('edit.removePassword')}
        />
      ) : null}
    </div>
  );

  const serverError = mutation.error ? errorMessage(mutation.error, t('messages.updateFailed')) : null;
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {share.kind === 'selection' ? (
        <Field
          label={t('edit.linkTitle')}
          maxLength={TITLE_MAX}
          value={form.title}
          onChange={(e) => set('title', e.target.value)}
          data-testid="share-edit-title"
        />
      ) : null}
      <ShareFormFields
        form={form}
        // The shared fields keep their types in the edit form, which only adds fields of its own.
        onChange={(key, value) => set(key, value as ShareEditForm[typeof key])}
        passwordSlot={passwordSlot}
        mimeType={share.mediaFile?.mimeType}
      />
      <Toggle
        checked={form.isActive}
        onChange={(v) => set('isActive', v)}
        label={t('edit.active')}
        description={t('edit.activeHint')}
      />
      <FormActions
        error={formError ?? serverError}
        className="pt-1"
        onCancel={onDone}
        saveLabel={t('edit.save')}
        savingLabel={t('edit.saving')}
        saving={mutation.isPending}
      />
    </form>
  );
}

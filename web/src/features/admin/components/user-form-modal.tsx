import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, TIERS, type Role, type Tier } from '@vaultbox/common/constants.ts';
import type { AdminUser } from '@vaultbox/common/schemas/admin.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { NewPasswordField } from '../../../components/new-password-field.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useCreateUser } from '../api/create-user.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { adminErrorText } from '../admin-error.ts';
import {
  buildCreateUserPayload,
  buildUpdateUserPayload,
  editFormOf,
  emptyUserForm,
  type UserForm,
} from '../user-form.ts';
import { StorageSlider } from './storage-slider.tsx';

/** Create User (no user given) or Edit User: {username} (docs/product.md, Manage Users). */
export function UserFormModal({
  mode,
  onClose,
  onSaved,
}: {
  mode: { kind: 'create' } | { kind: 'edit'; user: AdminUser } | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const title =
    mode?.kind === 'edit' ? t('users.form.editTitle', { username: mode.user.username }) : t('users.form.createTitle');
  return (
    <Modal open={mode !== null} onClose={onClose} title={title} size="lg">
      {mode ? (
        <UserFormBody
          key={mode.kind === 'edit' ? mode.user.id : 'create'}
          user={mode.kind === 'edit' ? mode.user : null}
          onCancel={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Modal>
  );
}

function UserFormBody({
  user,
  onCancel,
  onSaved,
}: {
  user: AdminUser | null;
  onCancel: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<UserForm>(() => (user ? editFormOf(user) : emptyUserForm));
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateUser();
  const update = useUpdateUser();
  const mutation = user ? update : create;
  const set = <K extends keyof UserForm>(key: K, value: UserForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setFormError(null);
    mutation.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) {
      const built = buildCreateUserPayload(form);
      if (!built.ok) return setFormError(t(built.error));
      create.mutate(built.payload, { onSuccess: () => onSaved(t('users.messages.created')) });
      return;
    }
    const built = buildUpdateUserPayload(user, form);
    if (!built.ok) return setFormError(t(built.error));
    if (Object.keys(built.payload).length === 0) return onCancel();
    update.mutate({ id: user.id, changes: built.payload }, { onSuccess: () => onSaved(t('users.messages.updated')) });
  };

  const fallback = user ? t('users.messages.updateFailed') : t('users.messages.createFailed');
  const serverError = mutation.error ? adminErrorText(mutation.error, fallback) : null;
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          label={t('users.form.username')}
          value={form.username}
          onChange={(e) => set('username', e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <Field
          label={t('users.form.email')}
          type="email"
          value={form.email}
          onChange={(e) => set('email', e.target.value)}
          autoComplete="off"
        />
        {user ? null : (
          <NewPasswordField
            label={t('users.form.password')}
            value={form.password}
            onChange={(e) => set('password', e.target.value)}
          />
        )}
        <Field
          label={t('users.form.displayName')}
          value={form.displayName}
          onChange={(e) => set('displayName', e.target.value)}
          autoComplete="off"
        />
        <SelectField<Role>
          label={t('users.form.role')}
          value={form.role}
          options={ROLES.map((value) => ({ value, label: t(`users.roles.${value}`) }))}
          onChange={(role) => set('role', role)}
        />
        <SelectField<Tier>
          label={t('users.form.tier')}
          value={form.tier}
          options={TIERS.map((value) => ({ value, label: t(`users.tiers.${value}`) }))}
          onChange={(tier) => set('tier', tier)}
        />
      </div>
      <StorageSlider
        valueGb={form.storageGb}
        usedBytes={user?.storageUsed}
        onChange={(gb) => {
          setForm((f) => ({ ...f, storageGb: gb, storageTouched: true }));
          mutation.reset();
        }}
      />
      {user ? (
        <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
          <input
            type="checkbox"
            checked={form.isActive}
            onChange={(e) => set('isActive', e.target.checked)}
            className="mt-0.5 size-4 rounded accent-indigo-600"
          />
          <span>
            <span className="block text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('users.form.active')}
            </span>
            <span className="block text-xs text-slate-500 dark:text-slate-400">{t('users.form.activeHint')}</span>
          </span>
        </label>
      ) : null}
      <FormActions
        error={formError ?? serverError}
        className="pt-1"
        onCancel={onCancel}
        saveLabel={user ? t('users.form.save') : t('users.form.create')}
        savingLabel={user ? t('users.form.saving') : t('users.form.creating')}
        saving={mutation.isPending}
      />
    </form>
  );
}

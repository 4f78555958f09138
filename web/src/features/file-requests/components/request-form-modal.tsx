import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_REQUEST_TYPES, type FileRequest } from '@vaultbox/common/schemas/file-requests.ts';
import { DESCRIPTION_MAX, TITLE_MAX } from '@vaultbox/common/media-fields.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field, FieldLabel, inputClasses } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { Toggle } from '../../../components/ui/toggle.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useCreateFileRequest, useUpdateFileRequest } from '../api/file-requests-api.ts';
import {
  createBody,
  emptyRequestForm,
  requestChanges,
  requestFormProblem,
  requestFormValues,
  type RequestFormValues,
} from '../request-form.ts';

/** New file request, or Edit when `request` is given: every option of docs/product.md, File requests. */
export function RequestFormModal({
  open,
  request,
  onClose,
  onSaved,
}: {
  open: boolean;
  request?: FileRequest;
  onClose: () => void;
  onSaved?: (request: FileRequest, created: boolean) => void;
}) {
  const { t } = useTranslation('file-requests');
  return (
    <Modal open={open} onClose={onClose} title={request ? t('form.editTitle') : t('form.newTitle')} size="lg">
      {open ? <RequestForm request={request} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function RequestForm({
  request,
  onClose,
  onSaved,
}: {
  request?: FileRequest;
  onClose: () => void;
  onSaved?: (request: FileRequest, created: boolean) => void;
}) {
  const { t } = useTranslation('file-requests');
  const messageId = useId();
  const typesId = useId();
  const [values, setValues] = useState<RequestFormValues>(() =>
    request ? requestFormValues(request) : emptyRequestForm,
  );
  const [error, setError] = useState<string | null>(null);
  const create = useCreateFileRequest();
  const update = useUpdateFileRequest();
  const set = (change: Partial<RequestFormValues>) => setValues((v) => ({ ...v, ...change }));
  const failed = (err: unknown) => setError(errorMessage(err, t('form.saveFailed')));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = requestFormProblem(values);
    if (problem) return setError(t(problem));
    setError(null);
    if (!request) {
      create.mutate(createBody(values), {
        // The link's own modal ("Your link is ready") says it was made: no toast besides.
        onSuccess: (saved) => {
          onSaved?.(saved, true);
          onClose();
        },
        onError: failed,
      });
      return;
    }
    const changes = requestChanges(request, values);
    if (Object.keys(changes).length === 0) return onClose();
    update.mutate(
      { id: request.id, changes },
      {
        onSuccess: (saved) => {
          notify.success(t('form.saved'));
          onSaved?.(saved, false);
          onClose();
        },
        onError: failed,
      },
    );
  };

  const toggleType = (type: (typeof FILE_REQUEST_TYPES)[number], on: boolean) =>
    set({ allowedTypes: on ? [...values.allowedTypes, type] : values.allowedTypes.filter((x) => x !== type) });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate data-testid="file-request-form">
      <Field
        label={t('form.title')}
        value={values.title}
        onChange={(e) => set({ title: e.target.value })}
        maxLength={TITLE_MAX}
        autoComplete="off"
        required
      />
      <div>
        <FieldLabel htmlFor={messageId}>{t('form.message')}</FieldLabel>
        <textarea
          id={messageId}
          rows={3}
          maxLength={DESCRIPTION_MAX}
          value={values.message}
          onChange={(e) => set({ message: e.target.value })}
          className={inputClasses(false, 'resize-y')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label={t('form.password')}
          value={values.password}
          onChange={(e) => set({ password: e.target.value })}
          autoComplete="new-password"
          disabled={values.removePassword}
          hint={request?.hasPassword ? t('form.passwordKeep') : t('form.passwordHint')}
        />
        <Field
          label={t('form.expiresAt')}
          type="datetime-local"
          value={values.expiresAt}
          onChange={(e) => set({ expiresAt: e.target.value })}
          hint={t('form.expiresHint')}
        />
      </div>
      {request?.hasPassword ? (
        <Checkbox
          checked={values.removePassword}
          onChange={(removePassword) => set({ removePassword })}
          label={t('form.removePassword')}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('form.maxFiles')}
          type="number"
          inputMode="numeric"
          min={1}
          value={values.maxFiles}
          onChange={(e) => set({ maxFiles: e.target.value })}
          hint={t('form.noLimit')}
        />
        <Field
          label={t('form.maxTotalSize')}
          type="number"
          inputMode="numeric"
          min={1}
          value={values.maxTotalSizeMb}
          onChange={(e) => set({ maxTotalSizeMb: e.target.value })}
          hint={t('form.noLimit')}
        />
      </div>
      <fieldset aria-describedby={typesId}>
        <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('form.allowedTypes')}
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {FILE_REQUEST_TYPES.map((type) => (
            <Checkbox
              key={type}
              checked={values.allowedTypes.includes(type)}
              onChange={(on) => toggleType(type, on)}
              label={t(`types.${type}`)}
            />
          ))}
        </div>
        <p id={typesId} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {t('form.allowedTypesHint')}
        </p>
      </fieldset>
      <Toggle
        checked={values.requireName}
        onChange={(requireName) => set({ requireName })}
        label={t('form.requireName')}
        description={t('form.requireNameHint')}
      />
      <Toggle
        checked={values.showUploads}
        onChange={(showUploads) => set({ showUploads })}
        label={t('form.showUploads')}
        description={t('form.showUploadsHint')}
      />
      <FormActions
        error={error}
        onCancel={onClose}
        saveLabel={request ? t('form.save') : t('form.create')}
        savingLabel={t('form.saving')}
        saving={create.isPending || update.isPending}
      />
    </form>
  );
}

import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-client.ts';
import { useCreateShare } from '../lib/share-api.ts';
import { buildSharePayload, emptyShareForm, type ShareForm, type ShareTargetIds } from './share-payload.ts';
import { useFormFields } from './use-form-fields.ts';

/**
 * The create-a-share form both share modals use: its fields (starting from the defaults of the file's type), its
 * checks, and the create call.
 */
export function useShareForm(mimeType?: string | null, collection = false) {
  const { t } = useTranslation('sharing');
  const { form, set, formError, setFormError } = useFormFields<ShareForm>(() => emptyShareForm(mimeType, collection));
  const mutation = useCreateShare();

  const submit = (event: FormEvent, target: ShareTargetIds) => {
    event.preventDefault();
    const built = buildSharePayload(target, form);
    setFormError(built.ok ? null : t(built.error));
    if (!built.ok) return;
    // One message per action (docs/product.md, Layout): the modal's created view, or its error, says how it went.
    mutation.mutate(built.payload);
  };

  const serverError = mutation.error ? errorMessage(mutation.error, t('messages.createFailed')) : null;
  return { form, set, submit, error: formError ?? serverError, created: mutation.data, pending: mutation.isPending };
}

import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheck, FileX, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { StatusOutcome } from '../../components/ui/status-icon.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useDeleteFile } from './api/delete-file.ts';
import { useFileToDelete } from './api/get-file.ts';

/**
 * /files/{id}/delete: the DeletionURL of ShareX and the `deleteUrl` of every integrations upload (docs/product.md,
 * Integrations). Signed in only; it asks first and deletes only on the button, since opening a link changes nothing.
 */
export function FileDeleteScreen() {
  const { t } = useTranslation('api-tokens');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  usePageTitle(t('deletePage.title'));
  const file = useFileToDelete(id);
  const remove = useDeleteFile();

  let content: ReactNode;
  if (remove.isSuccess) {
    content = (
      <StatusOutcome tone="success" icon={<CircleCheck className="size-7" />} title={t('deletePage.doneTitle')}>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" data-testid="file-deleted">
          {t('deletePage.done', { name: file.data?.originalName ?? '' })}
        </p>
        <ToLibrary label={t('deletePage.toLibrary')} />
      </StatusOutcome>
    );
  } else if (file.isPending) {
    content = (
      <div className="flex justify-center py-10">
        <Spinner className="size-6 text-indigo-500" label={t('deletePage.loading')} />
      </div>
    );
  } else if (file.isError) {
    const gone = file.error instanceof ApiError && file.error.status === 404;
    content = (
      <StatusOutcome tone="error" icon={<FileX className="size-7" />} title={t('deletePage.goneTitle')}>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" role="alert" data-testid="file-gone">
          {gone ? t('deletePage.gone') : errorMessage(file.error)}
        </p>
        <ToLibrary label={t('deletePage.toLibrary')} />
      </StatusOutcome>
    );
  } else {
    content = (
      <StatusOutcome tone="info" icon={<Trash2 className="size-7" />} title={t('deletePage.question')}>
        <p
          className="mt-2 text-sm font-medium break-words text-slate-700 dark:text-slate-300"
          data-testid="file-delete-name"
        >
          {file.data.originalName}
        </p>
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t('deletePage.warning')}</p>
        {remove.isError ? (
          <p className="mt-4 text-sm text-red-700 dark:text-red-300" role="alert">
            {errorMessage(remove.error)}
          </p>
        ) : null}
        <Button
          className="mt-6"
          size="lg"
          variant="danger"
          fullWidth
          loading={remove.isPending}
          onClick={() => remove.mutate(id)}
        >
          {t('deletePage.confirm')}
        </Button>
        <Button className="mt-3" variant="ghost" fullWidth onClick={() => navigate('/library')}>
          {t('deletePage.cancel')}
        </Button>
      </StatusOutcome>
    );
  }

  return (
    <div className="mx-auto w-full max-w-lg" aria-live="polite">
      <Card className="p-6 text-center sm:p-8">{content}</Card>
    </div>
  );
}

function ToLibrary({ label }: { label: string }) {
  return (
    <ButtonLink to="/library" variant="secondary" className="mt-5" fullWidth>
      {label}
    </ButtonLink>
  );
}

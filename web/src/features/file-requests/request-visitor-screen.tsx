import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { categoryOf } from '@vaultbox/common/media-category.ts';
import type { PublicFileRequest } from '@vaultbox/common/schemas/file-requests.ts';
import { LoadErrorAlert } from '../../components/load-error-alert.tsx';
import { LanguagePicker } from '../../components/language-picker.tsx';
import { Logo } from '../../components/logo.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingLine } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { requestAccess, usePublicFileRequest, useVisitorUploads } from './api/visitor-api.ts';
import { VisitorAccessForm } from './components/visitor-access-form.tsx';
import { VisitorDropZone } from './components/visitor-drop-zone.tsx';
import { VisitorQueueList } from './components/visitor-queue-list.tsx';
import { useVisitorQueue } from './use-visitor-queue.ts';
import { unfinishedUploadNames } from './visitor-upload.ts';
import { readVisitorToken, saveVisitorToken } from './visitor-token-store.ts';
import { useFormat } from '../../lib/use-format.ts';

/** /request/{slug}: a file request's page for a visitor, no account (docs/product.md, File requests). */
export function RequestVisitorScreen() {
  const { slug = '' } = useParams();
  return (
    <VisitorLayout>
      <RequestVisitorPage key={slug} slug={slug} />
    </VisitorLayout>
  );
}

function VisitorLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white/70 dark:border-slate-800 dark:bg-slate-900/60">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 px-4 sm:px-6">
          <Logo />
          <LanguagePicker />
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">{children}</main>
    </div>
  );
}

function RequestVisitorPage({ slug }: { slug: string }) {
  const { t } = useTranslation('file-requests');
  const page = usePublicFileRequest(slug);
  const notFound = page.error instanceof ApiError && page.error.status === 404;
  usePageTitle(page.data?.title ?? t('title'));
  if (notFound) {
    return <EmptyState title={t('visitor.notFoundTitle')} description={t('visitor.notFound')} />;
  }
  if (page.error)
    return <LoadErrorAlert query={page} title={t('visitor.loadFailed')} retryLabel={t('visitor.retry')} />;
  if (!page.data) return <LoadingLine className="justify-center py-16">{t('visitor.loading')}</LoadingLine>;
  return <RequestPage slug={slug} request={page.data} onRefresh={() => void page.refetch()} />;
}

function RequestPage({
  slug,
  request,
  onRefresh,
}: {
  slug: string;
  request: PublicFileRequest;
  onRefresh: () => void;
}) {
  const { formatBytes, formatDate, formatDateTime } = useFormat();
  const { t } = useTranslation('file-requests');
  const [token, setToken] = useState<string | null>(() => readVisitorToken(slug));
  const [version, setVersion] = useState(0);
  const [unfinished, setUnfinished] = useState<string[]>([]);
  const needsForm = request.hasPassword || request.requireName;
  const keep = useCallback(
    (access: { token: string; expiresAt: string }) => {
      saveVisitorToken(slug, access);
      setToken(access.token);
    },
    [slug],
  );

  // An open request needs no form: its token comes at once.
  useEffect(() => {
    if (token || needsForm) return;
    void requestAccess(slug, {}).then(keep, () => undefined);
  }, [token, needsForm, slug, keep]);
  useEffect(() => {
    void unfinishedUploadNames(slug).then(setUnfinished);
  }, [slug]);

  const queue = useVisitorQueue(slug, token, () => {
    setVersion((v) => v + 1);
    onRefresh();
  });
  const uploads = useVisitorUploads(slug, token, version);

  const pick = (files: File[]) =>
    queue.add(
      files.map((file) => {
        if (file.size > request.maxFileSize) {
          return { file, refusal: t('visitor.tooBig', { size: formatBytes(request.maxFileSize) }) };
        }
        const wrongType =
          request.allowedTypes.length > 0 && file.type !== '' && !request.allowedTypes.includes(categoryOf(file.type));
        return { file, refusal: wrongType ? t('visitor.wrongType') : null };
      }),
    );

  const hints = [t('visitor.maxFile', { size: formatBytes(request.maxFileSize) })];
  if (request.filesLeft !== null) hints.push(t('visitor.filesLeft', { count: request.filesLeft }));
  if (request.bytesLeft !== null) hints.push(t('visitor.bytesLeft', { size: formatBytes(request.bytesLeft) }));
  if (request.allowedTypes.length > 0) {
    hints.push(t('visitor.types', { types: request.allowedTypes.map((type) => t(`types.${type}`)).join(', ') }));
  }
  if (request.expiresAt) hints.push(t('visitor.expires', { date: formatDate(request.expiresAt) }));

  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('visitor.asks', { name: request.ownerName })}</p>
        <h1 className="mt-1 text-2xl font-bold break-words text-slate-900 dark:text-white">{request.title}</h1>
        {request.message ? (
          <p className="mt-3 whitespace-pre-line break-words text-slate-700 dark:text-slate-300">{request.message}</p>
        ) : null}
      </div>
      {!token ? (
        needsForm ? (
          <Card className="p-5">
            <VisitorAccessForm slug={slug} request={request} onToken={keep} />
          </Card>
        ) : (
          <LoadingLine className="justify-center py-8">{t('visitor.loading')}</LoadingLine>
        )
      ) : (
        <>
          {unfinished.length > 0 ? (
            <ul className="space-y-1 text-sm text-amber-800 dark:text-amber-300" data-testid="request-resume">
              {unfinished.map((name) => (
                <li key={name}>{t('visitor.resume', { name })}</li>
              ))}
            </ul>
          ) : null}
          <VisitorDropZone onFiles={pick} hints={hints} />
          <VisitorQueueList items={queue.items} />
          <section
            aria-label={request.showUploads ? t('visitor.sentSoFar') : t('visitor.yourFiles')}
            className="space-y-2"
          >
            <h2 className="text-sm font-semibold text-slate-900 dark:text-white">
              {request.showUploads ? t('visitor.sentSoFar') : t('visitor.yourFiles')}
            </h2>
            {uploads.data && uploads.data.length > 0 ? (
              <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800" data-testid="request-sent">
                {uploads.data.map((upload, index) => (
                  <li key={`${upload.uploadedAt}-${index}`} className="flex flex-wrap items-center gap-x-3 py-2">
                    <span className="min-w-0 flex-1 truncate text-slate-900 dark:text-white">{upload.fileName}</span>
                    <span className="text-slate-600 dark:text-slate-400">
                      {upload.mine ? t('visitor.you') : (upload.uploaderName ?? '')}
                    </span>
                    <span className="text-slate-600 dark:text-slate-400">{formatBytes(upload.size)}</span>
                    <span className="text-slate-600 dark:text-slate-400">{formatDateTime(upload.uploadedAt)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('visitor.noFiles')}</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}

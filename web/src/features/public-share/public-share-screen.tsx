import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingLine } from '../../components/ui/spinner.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { notify } from '../../lib/toast.ts';
import { earlyPasswordAsked } from './api/early-page-data.ts';
import { publicShareKey, usePublicShare, type PublicShare, type ShareAttempt } from './api/get-public-share.ts';
import { EmbeddedView } from './components/embedded-view.tsx';
import { PasswordPrompt } from './components/password-prompt.tsx';
import { RecipientPrompt } from './components/recipient-prompt.tsx';
import { PublicLayout } from './components/public-layout.tsx';
import { ShareErrorView } from './components/share-error-view.tsx';
import { SharedCollectionView } from './components/shared-collection-view.tsx';
import { SharedMediaView } from './components/shared-media-view.tsx';
import { loadFailure } from './load-state.ts';
import { withDownloadCounted } from './download-counted.ts';
import { framePicture, useFrameGone } from './server-frame.ts';

/** /s/{slug}: the public share page, no sign-in (docs/product.md, Public share page). A missing slug goes to /. */
export function PublicShareScreen() {
  const { slug } = useParams();
  const [params] = useSearchParams();
  if (!slug) return <Navigate to="/" replace />;
  return <PublicShare key={slug} slug={slug} embed={params.get('embed') === 'true'} />;
}

function PublicShare({ slug, embed }: { slug: string; embed: boolean }) {
  const { t } = useTranslation('sharing');
  const { t: tApp } = useTranslation();
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState<ShareAttempt>({ password: null, n: 0 });
  // Read before the query takes the early answer: a link known to ask for a password shows its prompt at once.
  const [passwordAsked] = useState(() => earlyPasswordAsked(slug));
  const share = usePublicShare(slug, attempt);
  const passwordSent = attempt.password !== null;
  const failure = share.error ? loadFailure(share.error, passwordSent) : null;
  // The picture the server drew before this script stays until this page is drawn (server-frame.ts).
  const [drawnPicture] = useState(framePicture);
  useFrameGone(!share.isPending);
  usePageTitle(share.data?.media?.title ?? share.data?.collection?.title ?? tApp('pages.sharedFile'));

  // A wrong password shows a notification beside the message under the field. It goes with the failure:
  // the next try, or the file opening, takes it away.
  useEffect(() => {
    if (!share.error || !passwordSent || loadFailure(share.error, passwordSent).kind !== 'password') return;
    const id = notify.error(t('public.invalidPassword'));
    return () => notify.dismiss(id);
  }, [share.error, passwordSent, t]);

  const frame = (content: ReactNode, top = false) =>
    embed ? (
      <div className="flex min-h-screen items-center justify-center bg-slate-50 dark:bg-slate-950">{content}</div>
    ) : (
      <PublicLayout top={top}>{content}</PublicLayout>
    );

  const prompting = failure?.kind === 'password' || (share.isPending && (passwordSent || passwordAsked));
  if (prompting) {
    const error =
      failure?.kind === 'password' ? (failure.invalid ? t('public.invalidPassword') : failure.message) : null;
    return frame(
      <PasswordPrompt
        compact={embed}
        busy={share.isPending && passwordSent}
        error={error}
        onSubmit={(password) => setAttempt((a) => ({ password, n: a.n + 1 }))}
      />,
    );
  }
  if (failure?.kind === 'recipient') {
    // The check answers the page data: kept as the next attempt's, so opening costs no second view.
    const opened = (data: PublicShare) => {
      const next = { password: null, n: attempt.n + 1 };
      queryClient.setQueryData(publicShareKey(slug, next), data);
      setAttempt(next);
    };
    return frame(<RecipientPrompt slug={slug} compact={embed} onOpened={opened} />);
  }
  if (share.isPending) {
    if (drawnPicture) return null;
    return frame(<LoadingLine data-testid="share-loading">{t('public.loading')}</LoadingLine>);
  }
  if (failure?.kind === 'error') return frame(<ShareErrorView message={t(failure.messageKey)} compact={embed} />);

  const data: PublicShare | undefined = share.data;
  // Counting again would cost a view: the shown counter follows what the download itself said.
  const onDownloaded = (outcome: 'counted' | 'limit') =>
    queryClient.setQueryData<PublicShare>(publicShareKey(slug, attempt), (old) =>
      old ? withDownloadCounted(old, outcome) : old,
    );
  // An album or a selection (docs/product.md, Multi-file shares): its grid, framed or embedded alike.
  if (data?.collection) {
    const collectionAccess = { grant: data.grant, password: attempt.password };
    if (embed && !data.collection.shareInfo.allowEmbedding)
      return frame(<ShareErrorView message={t('public.embedNotAllowed')} compact />);
    return frame(
      <SharedCollectionView collection={data.collection} access={collectionAccess} onDownloaded={onDownloaded} />,
    );
  }
  if (!data?.media) return frame(<p className="text-sm text-slate-500 dark:text-slate-400">{t('public.noMedia')}</p>);
  const access = { grant: data.grant, password: attempt.password };
  if (embed) {
    if (!data.media.shareInfo.allowEmbedding)
      return frame(<ShareErrorView message={t('public.embedNotAllowed')} compact />);
    return <EmbeddedView media={data.media} access={access} />;
  }

  return frame(
    <SharedMediaView media={data.media} access={access} onDownloaded={onDownloaded} drawnPicture={drawnPicture} />,
    true,
  );
}

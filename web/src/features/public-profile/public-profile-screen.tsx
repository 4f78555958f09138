import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ImageOff } from 'lucide-react';
import type { PublicFile } from '@vaultbox/common/schemas/public-profile.ts';
import { LoadErrorAlert } from '../../components/load-error-alert.tsx';
import { Pager } from '../../components/pager.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingLine } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { usePublicProfile } from './api/get-public-profile.ts';
import { ProfileHeader } from './components/profile-header.tsx';
import { ProfileLayout } from './components/profile-layout.tsx';
import { ProfileNotFound } from './components/profile-not-found.tsx';
import { PublicFileGrid } from './components/public-file-grid.tsx';
import { PublicFileViewer } from './components/public-file-viewer.tsx';
import { pageFromSearch } from './public-profile-urls.ts';
import { profileName } from './public-viewer.ts';

/** /u/{username}: a public profile, no sign-in (docs/product.md, Public profile). */
export function PublicProfileScreen() {
  const { username = '' } = useParams();
  return (
    <ProfileLayout>
      <PublicProfilePage key={username} username={username} />
    </ProfileLayout>
  );
}

function PublicProfilePage({ username }: { username: string }) {
  const { t } = useTranslation('profile');
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params.get('page'));
  const query = usePublicProfile(username, page);
  const [open, setOpen] = useState<PublicFile | null>(null);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  usePageTitle(query.data ? profileName(query.data.profile) : notFound ? t('notFound.title') : t('title'));

  if (notFound) return <ProfileNotFound />;
  if (query.error) return <LoadErrorAlert query={query} title={t('loadFailed')} retryLabel={t('retry')} />;
  if (!query.data) return <LoadingLine className="justify-center py-16">{t('loading')}</LoadingLine>;

  const { profile, files, total, totalPages } = query.data;
  return (
    <div className="space-y-8">
      <ProfileHeader profile={profile} total={total} />
      <section aria-label={t('files')} className="space-y-6">
        {files.length === 0 ? (
          <EmptyState icon={<ImageOff className="size-6" />} title={t('empty')} />
        ) : (
          <PublicFileGrid username={profile.username} files={files} onOpen={setOpen} />
        )}
        <Pager
          page={page}
          totalPages={totalPages}
          onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
        />
      </section>
      <PublicFileViewer username={profile.username} file={open} onClose={() => setOpen(null)} />
    </div>
  );
}

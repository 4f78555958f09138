import { useTranslation } from 'react-i18next';
import { Images, Upload } from 'lucide-react';
import { LoadErrorAlert } from '../../components/load-error-alert.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingLine } from '../../components/ui/spinner.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useTimelineBuckets } from './api/timeline-api.ts';
import { PhotosTimeline } from './components/photos-timeline.tsx';

/** Photos (docs/product.md, Photos): every image and video by the month it was taken, newest first. */
export function PhotosScreen() {
  const { t, i18n } = useTranslation('photos');
  const { t: tApp } = useTranslation();
  usePageTitle(tApp('pages.photos'));
  const buckets = useTimelineBuckets();

  if (buckets.isPending) {
    return (
      <Card>
        <LoadingLine className="justify-center py-20">{tApp('app.loading')}</LoadingLine>
      </Card>
    );
  }
  if (buckets.isError && !buckets.data) {
    return <LoadErrorAlert query={buckets} title={t('loadFailed')} retryLabel={t('retry')} />;
  }
  const { total } = buckets.data;
  if (total === 0 || buckets.data.buckets.length === 0) {
    return (
      <Card>
        <EmptyState
          className="py-16"
          icon={<Images className="size-6" />}
          title={t('empty')}
          description={t('emptyHint')}
          action={
            <ButtonLink to="/upload" icon={<Upload className="size-4" />}>
              {t('upload')}
            </ButtonLink>
          }
        />
      </Card>
    );
  }
  return (
    <div>
      <p className="mb-2 text-sm text-slate-500 dark:text-slate-400" data-testid="photos-summary">
        {t('summary', { count: total, formatted: total.toLocaleString(i18n.language) })}
      </p>
      <PhotosTimeline buckets={buckets.data.buckets} />
    </div>
  );
}

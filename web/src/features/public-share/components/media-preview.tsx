import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPreviewableType } from '@vaultbox/common/previewable.ts';
import type { SharedMedia } from '@vaultbox/common/schemas/share.ts';
import { CATEGORY_TONE, CategoryIcon } from '../../../components/category-icon.tsx';
import { cn } from '../../../lib/cn.ts';
import { previewUrl, thumbnailUrl, type ShareAccess } from '../public-urls.ts';

/**
 * Image, video or audio of a previewable type (SPEC §9) through the preview endpoint (with the grant); anything else
 * its thumbnail or its icon.
 */
export function MediaPreview({
  media,
  access,
  fill = false,
}: {
  media: SharedMedia;
  access: ShareAccess;
  fill?: boolean;
}) {
  const { t } = useTranslation('sharing');
  const [failed, setFailed] = useState(false);
  const src = previewUrl(media.slug, access);
  const frame = cn('flex items-center justify-center overflow-hidden bg-slate-900', fill ? 'size-full' : 'rounded-xl');

  if (failed) return <Fallback media={media} text={t('public.previewFailed')} fill={fill} />;
  const category = isPreviewableType(media.mimeType) ? media.category : 'other';
  switch (category) {
    case 'image':
      return (
        <div className={frame}>
          <img
            src={src}
            alt={media.title}
            className={cn('object-contain', fill ? 'size-full' : 'max-h-[65vh] w-auto max-w-full')}
            onError={() => setFailed(true)}
            data-testid="share-preview"
          />
        </div>
      );
    case 'video':
      return (
        <div className={frame}>
          <video
            src={src}
            controls
            playsInline
            preload="metadata"
            className={cn(fill ? 'size-full' : 'max-h-[65vh] w-full')}
            onError={() => setFailed(true)}
            data-testid="share-preview"
          />
        </div>
      );
    case 'audio':
      return (
        <div
          className={cn(
            'flex flex-col items-center gap-4 px-6 py-8',
            fill ? 'size-full justify-center' : 'rounded-xl',
            CATEGORY_TONE.audio,
          )}
        >
          <CategoryIcon category="audio" className="size-12" />
          <audio
            src={src}
            controls
            preload="metadata"
            className="w-full max-w-md"
            onError={() => setFailed(true)}
            data-testid="share-preview"
          />
        </div>
      );
    case 'document':
    case 'other':
      return media.hasThumbnail ? (
        <div className={frame}>
          <img
            src={thumbnailUrl(media.slug, access)}
            alt={media.title}
            className="max-h-80 object-contain"
            onError={() => setFailed(true)}
          />
        </div>
      ) : (
        <Fallback media={media} text={t('public.noPreview')} fill={fill} />
      );
  }
}

function Fallback({ media, text, fill }: { media: SharedMedia; text: string; fill: boolean }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 px-6 py-12 text-center',
        fill ? 'size-full' : 'rounded-xl',
        CATEGORY_TONE[media.category],
      )}
    >
      <CategoryIcon category={media.category} className="size-12" />
      <p className="max-w-xs text-sm">{text}</p>
    </div>
  );
}

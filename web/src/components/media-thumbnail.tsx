import { useState } from 'react';
import type { MediaFile, ThumbnailSize } from '@vaultbox/common/schemas/media.ts';
import { cn } from '../lib/cn.ts';
import { thumbnailUrl } from '../lib/media-urls.ts';
import { CATEGORY_TONE, CategoryIcon } from './category-icon.tsx';

type ThumbnailFile = Pick<MediaFile, 'id' | 'title' | 'category' | 'thumbnailState'>;

/** Whether a file has a picture to show: images and video once their thumbnail job has finished well. */
export function hasThumbnail(file: Pick<MediaFile, 'category' | 'thumbnailState'>): boolean {
  return (file.category === 'image' || file.category === 'video') && file.thumbnailState === 'ready';
}

/**
 * The thumbnail of an image or video (`<img src=/api/media/:id/thumbnail>` with the session cookie), or the category
 * icon while the thumbnail is pending, when it failed, and for other kinds.
 */
export function MediaThumbnail({
  file,
  size = 'medium',
  className,
  iconClassName,
}: {
  file: ThumbnailFile;
  size?: ThumbnailSize;
  className?: string;
  iconClassName?: string;
}) {
  const [broken, setBroken] = useState(false);
  if (hasThumbnail(file) && !broken) {
    return (
      <img
        src={thumbnailUrl(file.id, size)}
        alt={file.title}
        loading="lazy"
        decoding="async"
        draggable={false}
        onError={() => setBroken(true)}
        className={cn('size-full object-cover', className)}
      />
    );
  }
  return (
    <div
      className={cn('flex size-full items-center justify-center', CATEGORY_TONE[file.category], className)}
      data-thumbnail-state={file.thumbnailState}
    >
      <CategoryIcon category={file.category} className={iconClassName ?? 'size-8'} />
    </div>
  );
}

/** The small square thumbnail at the start of a file row (the library's list view, the dashboard's recent files). */
export function RowThumbnail({ file }: { file: ThumbnailFile }) {
  return (
    <span className="size-10 shrink-0 overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
      <MediaThumbnail file={file} size="small" iconClassName="size-5" />
    </span>
  );
}

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
  return (
    <Thumbnail
      src={hasThumbnail(file) ? thumbnailUrl(file.id, size) : null}
      alt={file.title}
      category={file.category}
      className={className}
      iconClassName={iconClassName}
      state={file.thumbnailState}
    />
  );
}

/**
 * A picture at `src`, or the category's icon where there is none or it fails to load: the owner's thumbnails and a
 * visitor's (a shared link's items, a public profile's files) alike.
 */
export function Thumbnail({
  src,
  alt,
  category,
  className,
  iconClassName,
  state,
}: {
  src: string | null;
  alt: string;
  category: MediaFile['category'];
  className?: string;
  iconClassName?: string;
  /** The thumbnail job's state, for tests to read. */
  state?: MediaFile['thumbnailState'];
}) {
  const [broken, setBroken] = useState(false);
  if (src && !broken) {
    return (
      <img
        src={src}
        alt={alt}
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
      className={cn('flex size-full items-center justify-center', CATEGORY_TONE[category], className)}
      data-thumbnail-state={state}
    >
      <CategoryIcon category={category} className={iconClassName ?? 'size-8'} />
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

import { useState } from 'react';
import type { Category } from '@vaultbox/common/media-category.ts';
import { CATEGORY_TONE, CategoryIcon } from '../../../components/category-icon.tsx';
import { cn } from '../../../lib/cn.ts';
import { useObjectUrl } from '../use-object-url.ts';

const BOX = 'flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg';

/**
 * The picture of a file in the upload queue, from the picked file itself (nothing is sent for it): an image as it is,
 * a video by a frame near its start (the browser reads only the file's head and that frame: `preload="metadata"`);
 * anything else, or a picture this browser cannot show (HEIC, TIFF, a codec it lacks), keeps its category's icon.
 */
export function QueueThumbnail({ file, category }: { file: File; category: Category }) {
  const pictured = category === 'image' || category === 'video';
  const url = useObjectUrl(pictured ? file : null);
  const [failed, setFailed] = useState(false);
  if (!url || failed) {
    return (
      <span className={cn(BOX, CATEGORY_TONE[category])} data-testid="queue-icon">
        <CategoryIcon category={category} />
      </span>
    );
  }
  const shared = {
    className: 'size-full object-cover',
    onError: () => setFailed(true),
    'data-testid': 'queue-thumbnail',
  };
  return (
    <span className={cn(BOX, 'bg-slate-100 dark:bg-slate-800')} aria-hidden="true">
      {category === 'image' ? (
        <img src={url} alt="" decoding="async" {...shared} />
      ) : (
        // A tenth of a second in: the very first frame of many videos is black.
        <video src={`${url}#t=0.1`} preload="metadata" muted playsInline tabIndex={-1} {...shared} />
      )}
    </span>
  );
}

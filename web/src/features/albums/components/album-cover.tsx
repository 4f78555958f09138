import { useState } from 'react';
import { Images } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { thumbnailUrl } from '../../../lib/media-urls.ts';

/** An album's cover: its cover file's thumbnail, or an icon while it has none (empty, or a file without a picture). */
export function AlbumCover({ coverMediaId, className }: { coverMediaId: string | null; className?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (coverMediaId && broken !== coverMediaId) {
    return (
      <img
        src={thumbnailUrl(coverMediaId, 'medium')}
        alt=""
        loading="lazy"
        decoding="async"
        draggable={false}
        onError={() => setBroken(coverMediaId)}
        className={cn('size-full object-cover', className)}
      />
    );
  }
  return (
    <div
      className={cn(
        'flex size-full items-center justify-center bg-indigo-500/10 text-indigo-500 dark:text-indigo-300',
        className,
      )}
    >
      <Images className="size-10" aria-hidden="true" />
    </div>
  );
}

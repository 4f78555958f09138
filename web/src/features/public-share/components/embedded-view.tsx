import type { SharedMedia } from '@vaultbox/common/schemas/public-share.ts';
import type { ShareAccess } from '../public-urls.ts';
import { MediaPreview } from './media-preview.tsx';

/** ?embed=true: only the media and its title, filling the frame another site gives it. */
export function EmbeddedView({ media, access }: { media: SharedMedia; access: ShareAccess }) {
  return (
    <div className="flex h-screen flex-col bg-slate-950" data-testid="embedded-media">
      <div className="min-h-0 flex-1">
        <MediaPreview media={media} access={access} fill />
      </div>
      <p className="truncate px-3 py-2 text-sm font-medium text-white" data-testid="shared-title">
        {media.title}
      </p>
    </div>
  );
}

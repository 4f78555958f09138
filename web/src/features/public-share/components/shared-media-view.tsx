import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { CalendarClock } from 'lucide-react';
import { publicProfilePath } from '@vaultbox/common/public-profile-path.ts';
import type { SharedMedia } from '@vaultbox/common/schemas/public-share.ts';
import { SHARE_PAGE_LOOK as LOOK } from '@vaultbox/common/share-page-look.ts';
import { formatShareExpiry } from '../../../lib/share-expiry.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { downloadsUsedUp } from '../download-counted.ts';
import type { ShareAccess } from '../public-urls.ts';
import { MediaPreview } from './media-preview.tsx';
import { ShareActions } from './share-actions.tsx';
import { ShareFacts } from './share-facts.tsx';

/**
 * The media view of the public share page: preview, title, original name, who shared it (only while the owner's
 * profile is public: docs/product.md, Public profile), description, facts, expiry and the actions.
 */
export function SharedMediaView({
  media,
  access,
  onDownloaded,
  drawnPicture,
}: {
  media: SharedMedia;
  access: ShareAccess;
  onDownloaded: (outcome: 'counted' | 'limit') => void;
  /** The picture the server drew before the page's script, shown until the preview's own bytes are in. */
  drawnPicture?: string | null;
}) {
  const { t } = useTranslation('sharing');
  const { formatLongDate } = useFormat();
  const expiresAt = media.shareInfo.expiresAt;
  return (
    <article className={LOOK.card} data-testid="shared-media">
      <div className={LOOK.well}>
        <MediaPreview media={media} access={access} drawnPicture={drawnPicture} />
      </div>
      <div className="space-y-5 p-5 sm:p-6">
        <header className="min-w-0">
          <h1
            className="text-xl font-semibold break-words text-slate-900 sm:text-2xl dark:text-white"
            data-testid="shared-title"
          >
            {media.title}
          </h1>
          <p className="mt-0.5 truncate text-sm text-slate-500 dark:text-slate-400" data-testid="shared-original-name">
            {media.originalName}
          </p>
          {media.owner ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="shared-owner">
              <Trans
                t={t}
                i18nKey="public.sharedBy"
                values={{ name: media.owner.displayName?.trim() || media.owner.username }}
                components={{
                  profile: (
                    <Link
                      to={publicProfilePath(media.owner.username)}
                      className="font-medium text-indigo-600 hover:underline dark:text-indigo-400"
                    />
                  ),
                }}
              />
            </p>
          ) : null}
          {media.description ? (
            <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">
              {media.description}
            </p>
          ) : null}
        </header>
        <ShareFacts media={media} />
        {expiresAt ? (
          <p className="flex items-center gap-2 text-sm text-amber-700 dark:text-amber-400" data-testid="shared-expiry">
            <CalendarClock className="size-4" />
            {formatShareExpiry(t, expiresAt, formatLongDate)}
          </p>
        ) : null}
        <ShareActions
          media={media}
          allowEmbedding={media.shareInfo.allowEmbedding}
          downloadsUsedUp={downloadsUsedUp(media.shareInfo)}
          access={access}
          onDownloaded={onDownloaded}
        />
      </div>
    </article>
  );
}

import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharedMedia } from '@vaultbox/common/schemas/public-share.ts';
import { SHARE_PAGE_LOOK as LOOK } from '@vaultbox/common/share-page-look.ts';
import { CATEGORY_TONE, CategoryIcon } from '../../../components/category-icon.tsx';
import { PdfFrame } from '../../../components/pdf-frame.tsx';
import { PreparingPreview } from '../../../components/preparing-preview.tsx';
import { TextDocument } from '../../../components/text-document.tsx';
import { cn } from '../../../lib/cn.ts';
import { publicFailureOfMedia, type PublicMediaFailure } from '../../../lib/media-problem.ts';
import { useSharedText } from '../api/get-shared-text.ts';
import { useReadyPreview } from '../api/watch-preview.ts';
import { fileRefOf, previewUrl, thumbnailUrl, type ShareAccess } from '../public-urls.ts';
import { pictureBox, sharedPreviewOf, videoBox } from '@vaultbox/common/shared-preview.ts';

/** What the preview reads of a shared file: a file link's media, or an item of a multi-file link (with its id). */
export type PreviewMedia = Pick<
  SharedMedia,
  | 'slug'
  | 'title'
  | 'originalName'
  | 'size'
  | 'category'
  | 'mimeType'
  | 'hasThumbnail'
  | 'previewMimeType'
  | 'previewState'
  | 'strippingProblem'
> &
  Partial<Pick<SharedMedia, 'width' | 'height'>> & { itemId?: string };

interface PreviewProps {
  media: PreviewMedia;
  access: ShareAccess;
  fill?: boolean;
  /** A picture already on the page (the one the server drew) to show in the box until the preview's own is in. */
  drawnPicture?: string | null;
}

/** A picture behind the preview, in its box, until the preview's own bytes cover it. */
const behind = (src: string): CSSProperties => ({
  backgroundImage: `url(${JSON.stringify(src)})`,
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: 'contain',
});

/**
 * The shared file through the preview endpoint (with the grant), as its served type allows (see sharedPreviewOf):
 * image, video (with its thumbnail as poster), audio, PDF or text; 'Preparing video...' while a browser-viewable copy
 * is made; anything else its thumbnail or its icon. A file the server withholds (its location and camera data cannot
 * be removed) is not asked for: its thumbnail, made of pixels alone, and why. A picture, video or sound that will
 * not decode says the file seems damaged; a file of no bytes says it is empty.
 */
export function MediaPreview({ media: loaded, access, fill = false, drawnPicture = null }: PreviewProps) {
  const { t } = useTranslation('sharing');
  // A copy that became ready (or failed) since the page loaded is shown at once (useReadyPreview asks, for free).
  const look = useReadyPreview(loaded, access).data;
  const media = look ? { ...loaded, ...look } : loaded;
  const [failure, setFailure] = useState<PublicMediaFailure | null>(null);
  // A picture's own may be transparent: what stood behind it goes once it is in.
  const [pictureIn, setPictureIn] = useState(false);
  const ref = fileRefOf(media);
  const src = previewUrl(ref, access);
  const poster = media.hasThumbnail ? thumbnailUrl(ref, access, 'large') : undefined;
  const frame = fill ? 'flex size-full items-center justify-center overflow-hidden bg-slate-900' : LOOK.previewFrame;
  const documentFrame = cn('overflow-hidden', fill ? 'size-full' : 'h-[70vh] rounded-xl');

  if (failure)
    return <Fallback media={media} text={t(`public.${failure}`)} fill={fill} wide testId="share-preview-failed" />;
  const preview = sharedPreviewOf(media);
  switch (preview.kind) {
    case 'empty':
      return <Fallback media={media} text={t('public.empty')} fill={fill} testId="share-preview-empty" />;
    case 'preparing':
      return (
        <PreparingPreview
          what={preview.what}
          poster={poster}
          className={cn(fill ? 'size-full' : 'h-[50vh] rounded-xl')}
        />
      );
    case 'image':
      return (
        <div className={frame}>
          <img
            src={src}
            alt={media.title}
            className={fill ? 'size-full object-contain' : LOOK.picture}
            style={
              fill
                ? undefined
                : {
                    ...pictureBox(media.width, media.height),
                    ...(drawnPicture && !pictureIn ? behind(drawnPicture) : {}),
                  }
            }
            onLoad={() => setPictureIn(true)}
            onError={() => setFailure('damaged')}
            data-testid="share-preview"
          />
        </div>
      );
    case 'video':
      return (
        <div className={frame}>
          <video
            src={src}
            poster={poster}
            controls
            playsInline
            preload="metadata"
            className={fill ? 'size-full' : LOOK.video}
            style={
              fill
                ? undefined
                : { ...videoBox(media.width, media.height), ...(drawnPicture ? behind(drawnPicture) : {}) }
            }
            onError={(event) => setFailure(publicFailureOfMedia('video', media, event.currentTarget))}
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
            onError={(event) => setFailure(publicFailureOfMedia('audio', media, event.currentTarget))}
            data-testid="share-preview"
          />
        </div>
      );
    case 'pdf':
      return (
        <PdfFrame src={src} title={t('public.previewOf', { name: media.originalName })} className={documentFrame} />
      );
    case 'text':
      return <SharedText media={media} access={access} className={documentFrame} />;
    case 'withheld':
      return (
        <WithheldPreview media={media} access={access} text={t(`public.withheld.${preview.problem}`)} fill={fill} />
      );
    case 'none':
      return media.hasThumbnail ? (
        <div className={frame}>
          <img
            src={thumbnailUrl(ref, access)}
            alt={media.title}
            className="max-h-80 object-contain"
            onError={() => setFailure('previewFailed')}
          />
        </div>
      ) : (
        <Fallback media={media} text={t('public.noPreview')} fill={fill} />
      );
  }
}

function SharedText({ media, access, className }: { media: PreviewMedia; access: ShareAccess; className: string }) {
  const { t } = useTranslation('sharing');
  const text = useSharedText(media, access);
  return (
    <TextDocument query={text} label={t('public.previewOf', { name: media.originalName })} className={className} />
  );
}

interface FallbackProps {
  media: PreviewMedia;
  text: string;
  fill: boolean;
  /** In place of the category's icon. */
  picture?: ReactNode;
  /** A longer sentence, on wider lines. */
  wide?: boolean;
  testId?: string;
}

function Fallback({ media, text, fill, picture, wide = false, testId }: FallbackProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 px-6 py-12 text-center',
        fill ? 'size-full' : 'rounded-xl',
        CATEGORY_TONE[media.category],
      )}
      data-testid={testId}
    >
      {picture ?? <CategoryIcon category={media.category} className="size-12" />}
      <p className={cn('text-sm', wide ? 'max-w-md' : 'max-w-xs')}>{text}</p>
    </div>
  );
}

function WithheldPreview({
  media,
  access,
  text,
  fill,
}: {
  media: PreviewMedia;
  access: ShareAccess;
  text: string;
  fill: boolean;
}) {
  // A thumbnail that cannot be loaded leaves the icon: the sentence is what matters here.
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const picture =
    media.hasThumbnail && !thumbnailFailed ? (
      <img
        src={thumbnailUrl(fileRefOf(media), access)}
        alt={media.title}
        className="max-h-48 rounded-lg object-contain"
        onError={() => setThumbnailFailed(true)}
      />
    ) : undefined;
  return <Fallback media={media} text={text} fill={fill} picture={picture} wide testId="share-withheld" />;
}

import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, FileX } from 'lucide-react';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { FileAlbums } from '../../components/file-albums.tsx';
import { ShareFileModal } from '../../components/share-file-modal.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingLine } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { downloadMedia } from '../../lib/download.ts';
import { albumPlaceFromParams, albumPlayerPath, albumScreenPath } from '../../lib/album-address.ts';
import { fromSearchParams, libraryPath, playerPath } from '../../lib/library-address.ts';
import { mediaKeys } from '../../lib/media-cache.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { PHOTOS_PATH, photosBehind, photosPlaceFromParams, photosPlayerPath } from '../../lib/photos-address.ts';
import { notify } from '../../lib/toast.ts';
import { useMediaFile } from './api/get-media.ts';
import { useRecordView } from './api/record-view.ts';
import { EditDetailsForm } from './components/edit-details-form.tsx';
import { FullscreenButton } from './components/fullscreen-button.tsx';
import { FullscreenOverlay } from './components/fullscreen-overlay.tsx';
import { InfoPanel } from './components/info-panel.tsx';
import { PlayerHeader } from './components/player-header.tsx';
import { PlayerNav } from './components/player-nav.tsx';
import { Viewer } from './components/viewer.tsx';
import { PlayerFullscreen } from './player-fullscreen.ts';
import type { PlayerKeyAction } from './player-keys.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { usePlayerNeighbours, type PlayerTarget } from './use-player-neighbours.ts';
import { usePlayerShortcuts } from './use-player-shortcuts.ts';
import { useSwipe } from './use-swipe.ts';
import { useTimelineNeighbours } from './use-timeline-neighbours.ts';

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * The Media Player at /player/{id}; ?edit=true opens the details editor. The rest of the query is the library
 * place the file was opened from: previous/next (buttons, arrow keys, a swipe) walk that list, Back and Escape return
 * to it. Opened from an album (?album=) it walks the album; from Photos (?from=photos) the timeline, and Back
 * returns to the timeline's place. Opened without one (a pasted link, a bookmark), it walks the library's default
 * order. Full screen (its button, F) takes the whole viewer, so previous/next keep working there.
 */
export function PlayerScreen() {
  const { t } = useTranslation('media');
  const { t: tApp } = useTranslation();
  const { t: tAlbums } = useTranslation('albums');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit') === 'true';
  const place = fromSearchParams(params);
  // Opened from an album screen: previous/next stay inside the album, Back returns to it.
  const album = albumPlaceFromParams(params);
  // Opened from Photos: previous/next and "n / N" follow the timeline, Back returns to it.
  const photos = photosPlaceFromParams(params);
  const [showInfo, setShowInfo] = useState(true);
  const [sharing, setSharing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const viewer = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(viewer);
  const query = useMediaFile(id, { keepPrevious: photos !== null });
  const file = query.data;
  const inList = usePlayerNeighbours(id, place, album, photos === null);
  const onTimeline = useTimelineNeighbours(id, photos !== null);
  const neighbours = photos ? onTimeline : inList;
  usePageTitle(file?.title ?? tApp('pages.player'));
  useRecordView(id, file !== undefined);

  const loadFailed = query.isError && !isMissing(query.error);
  useEffect(() => {
    if (!loadFailed) return;
    notify.error(t('player.loadFailed'));
    void navigate('/media', { replace: true });
  }, [loadFailed, navigate, t]);

  // Stepping replaces the history entry: the browser's Back still leads to the library, not through every file. It
  // renders at once, not in a transition, so a second step right after (a double click, a held arrow key) starts
  // from the file the first one reached instead of taking the same step again.
  const goTo = (target: PlayerTarget | null) => {
    if (!target) return;
    const path = photos
      ? photosPlayerPath(target.id)
      : album
        ? albumPlayerPath(target.id, { ...album, page: target.page })
        : playerPath(target.id, { ...place, page: target.page });
    // The state goes along: it says whether the entry before is the Photos screen.
    void navigate(path, { replace: true, flushSync: true, state: location.state });
  };
  // The library page the file is on: the one the server found for a file opened without its page.
  const backTo = photos
    ? PHOTOS_PATH
    : album
      ? albumScreenPath(album)
      : libraryPath({ ...place, page: neighbours.page });
  const backLabel = photos ? t('player.backToPhotos') : album ? tAlbums('album.backToAlbum') : undefined;
  // Back to Photos is a history step when the timeline is the entry before: only then does it return to its place.
  const back = () => {
    if (photos && photosBehind(location.state)) void navigate(-1);
    else void navigate(backTo);
  };
  const onKey = (action: PlayerKeyAction) => {
    if (action === 'previous') goTo(neighbours.previous);
    else if (action === 'next') goTo(neighbours.next);
    else if (action === 'back') back();
    else if (action === 'fullscreen') fullscreen.toggle();
    else togglePlayback(viewer.current);
  };
  usePlayerShortcuts({ enabled: !sharing, onAction: onKey });
  const swipe = useSwipe((direction) => goTo(direction === 'previous' ? neighbours.previous : neighbours.next));

  const setEditing = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set('edit', 'true');
    else next.delete('edit');
    setParams(next, { replace: true, state: location.state });
    if (on) setShowInfo(true);
  };

  const download = (target: MediaFile) => {
    setDownloading(true);
    downloadMedia(target.id, target.originalName)
      .then(() => {
        notify.success(t('download.started'));
        void queryClient.invalidateQueries({ queryKey: mediaKeys.detail(target.id) });
      })
      .catch(() => notify.error(t('download.playerFailed')))
      .finally(() => setDownloading(false));
  };

  if (query.isPending || loadFailed) {
    return (
      <Card>
        <LoadingLine className="justify-center py-24">{tApp('app.loading')}</LoadingLine>
      </Card>
    );
  }
  if (!file) {
    return (
      <Card>
        <EmptyState
          className="py-20"
          icon={<FileX className="size-6" />}
          title={t('player.notFoundTitle')}
          description={t('player.notFoundDescription')}
          action={
            <ButtonLink to={backTo} icon={<ArrowLeft className="size-4" />}>
              {backLabel ?? t('player.backToLibrary')}
            </ButtonLink>
          }
        />
      </Card>
    );
  }

  const { previous, next } = neighbours;
  return (
    <div className="space-y-4">
      <PlayerHeader
        file={file}
        backTo={backTo}
        backLabel={backLabel}
        onBack={photos ? back : undefined}
        navigation={
          <>
            <PlayerNav
              position={neighbours.position}
              onPrevious={previous ? () => goTo(previous) : null}
              onNext={next ? () => goTo(next) : null}
            />
            {/* On a phone the header is full; the picture's toolbar and the video's controls have the same button. */}
            <div className="hidden sm:block">
              <FullscreenButton
                fullscreen={fullscreen}
                className={buttonClasses('secondary', 'md', 'px-2.5')}
                iconClassName="size-4"
              />
            </div>
          </>
        }
        showInfo={showInfo}
        onToggleInfo={() => setShowInfo((v) => !v)}
        downloading={downloading}
        onDownload={() => download(file)}
        onShare={() => setSharing(true)}
      />

      <div className={cn('grid gap-4', showInfo && 'lg:grid-cols-[minmax(0,1fr)_22rem]')}>
        <div
          ref={viewer}
          {...swipe}
          className={cn(
            'relative flex min-h-[60vh] touch-pan-y overflow-hidden',
            fullscreen.active ? 'bg-black' : 'rounded-2xl border border-slate-800 bg-slate-950 shadow-xl',
          )}
          data-testid="viewer"
          data-fullscreen={fullscreen.active}
        >
          <PlayerFullscreen value={fullscreen}>
            {/* Keyed by file: zoom, playback and errors start afresh with each file. */}
            <Viewer key={file.id} file={file} onDownload={() => download(file)} downloading={downloading} />
          </PlayerFullscreen>
          {fullscreen.active ? (
            <FullscreenOverlay
              title={file.title}
              position={neighbours.position}
              onPrevious={previous ? () => goTo(previous) : null}
              onNext={next ? () => goTo(next) : null}
              onExit={fullscreen.toggle}
            />
          ) : null}
        </div>
        {showInfo ? (
          <Card className="h-fit p-5">
            {editing ? (
              <EditDetailsForm key={file.id} file={file} onDone={() => setEditing(false)} />
            ) : (
              <InfoPanel file={file} onEdit={() => setEditing(true)} />
            )}
            <FileAlbums mediaId={file.id} />
          </Card>
        ) : null}
      </div>

      <ShareFileModal file={sharing ? file : null} onClose={() => setSharing(false)} />
    </div>
  );
}

/** Space: plays or pauses the video or audio on screen, whichever element it is. */
function togglePlayback(viewer: HTMLElement | null): void {
  const media = viewer?.querySelector<HTMLMediaElement>('video, audio');
  if (!media) return;
  if (media.paused || media.ended) void media.play().catch(() => undefined);
  else media.pause();
}

import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Download, FileX, Info, Share2 } from 'lucide-react';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { ShareFileModal } from '../../components/share-file-modal.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { downloadMedia } from '../../lib/download.ts';
import { mediaKeys } from '../../lib/media-cache.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { notify } from '../../lib/toast.ts';
import { useMediaFile } from './api/get-media.ts';
import { useRecordView } from './api/record-view.ts';
import { AudioPlayer } from './components/audio-player.tsx';
import { DocumentPreview } from './components/document-preview.tsx';
import { EditDetailsForm } from './components/edit-details-form.tsx';
import { ImageViewer } from './components/image-viewer.tsx';
import { InfoPanel } from './components/info-panel.tsx';
import { VideoPlayer } from './components/video-player.tsx';

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** SPEC §2 Media Player at /player/{id}; ?edit=true opens the details editor. */
export function PlayerScreen() {
  const { t } = useTranslation('media');
  const { t: tApp } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit') === 'true';
  const [showInfo, setShowInfo] = useState(true);
  const [sharing, setSharing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const query = useMediaFile(id);
  const file = query.data;
  usePageTitle(file?.title ?? tApp('pages.player'));
  useRecordView(id, file !== undefined);

  const loadFailed = query.isError && !isMissing(query.error);
  useEffect(() => {
    if (!loadFailed) return;
    notify.error(t('player.loadFailed'));
    void navigate('/media', { replace: true });
  }, [loadFailed, navigate, t]);

  const setEditing = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set('edit', 'true');
    else next.delete('edit');
    setParams(next, { replace: true });
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
      <Card className="flex items-center justify-center gap-3 py-24 text-sm text-slate-500 dark:text-slate-400">
        <Spinner className="size-5 text-indigo-500" />
        {tApp('app.loading')}
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
            <Link to="/library" className={buttonClasses('primary')}>
              <ArrowLeft className="size-4" />
              {t('player.backToLibrary')}
            </Link>
          }
        />
      </Card>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Link
            to="/library"
            className={buttonClasses('ghost', 'md', 'shrink-0 px-2.5')}
            aria-label={t('player.backToLibrary')}
            title={t('player.backToLibrary')}
          >
            <ArrowLeft className="size-5" />
          </Link>
          <div className="min-w-0">
            <h2
              className="truncate text-xl font-semibold tracking-tight text-slate-900 dark:text-white"
              data-testid="player-title"
            >
              {file.title}
            </h2>
            <p className="truncate text-sm text-slate-500 dark:text-slate-400">{file.originalName}</p>
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            icon={<Info className="size-4" />}
            aria-pressed={showInfo}
            onClick={() => setShowInfo((v) => !v)}
            className={cn(showInfo && 'border-indigo-500 text-indigo-600 dark:border-indigo-500 dark:text-indigo-300')}
          >
            <span className="hidden sm:inline">{showInfo ? t('player.hideInfo') : t('player.showInfo')}</span>
          </Button>
          <Button
            variant="secondary"
            icon={<Download className="size-4" />}
            loading={downloading}
            onClick={() => download(file)}
          >
            <span className="hidden sm:inline">{t('player.download')}</span>
          </Button>
          <Button icon={<Share2 className="size-4" />} onClick={() => setSharing(true)}>
            <span className="hidden sm:inline">{t('player.share')}</span>
          </Button>
        </div>
      </div>

      <div className={cn('grid gap-4', showInfo && 'lg:grid-cols-[minmax(0,1fr)_22rem]')}>
        <div className="flex min-h-[60vh] overflow-hidden rounded-2xl border border-slate-800 bg-slate-950 shadow-xl">
          <Viewer file={file} onDownload={() => download(file)} downloading={downloading} />
        </div>
        {showInfo ? (
          <Card className="h-fit p-5">
            {editing ? (
              <EditDetailsForm file={file} onDone={() => setEditing(false)} />
            ) : (
              <InfoPanel file={file} onEdit={() => setEditing(true)} />
            )}
          </Card>
        ) : null}
      </div>

      <ShareFileModal file={sharing ? file : null} onClose={() => setSharing(false)} />
    </div>
  );
}

function Viewer({ file, onDownload, downloading }: { file: MediaFile; onDownload: () => void; downloading: boolean }) {
  switch (file.category) {
    case 'video':
      return <VideoPlayer file={file} />;
    case 'audio':
      return <AudioPlayer file={file} />;
    case 'image':
      return <ImageViewer file={file} />;
    case 'document':
    case 'other':
      return <DocumentPreview file={file} onDownload={onDownload} downloading={downloading} />;
  }
}

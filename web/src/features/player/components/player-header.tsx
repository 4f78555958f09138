import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Download, Info, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { FileTypeBadge } from '../../../components/file-type-badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

interface PlayerHeaderProps {
  file: MediaFile;
  /** The library at the place the file was opened from. */
  backTo: string;
  /** What Back is called when it does not lead to the library (an album, Photos). */
  backLabel?: string;
  /** Back done by the player instead of following `backTo` (a history step back to Photos); the link stays. */
  onBack?: () => void;
  /** Previous/next through that list. */
  navigation: ReactNode;
  showInfo: boolean;
  onToggleInfo: () => void;
  downloading: boolean;
  onDownload: () => void;
  onShare: () => void;
}

/** The player's header: back to library, title and original name, info toggle, download and share. */
export function PlayerHeader(props: PlayerHeaderProps) {
  const { t } = useTranslation('media');
  const { file } = props;
  const backLabel = props.backLabel ?? t('player.backToLibrary');
  const { onBack } = props;
  // A plain click only: a middle or modified click still opens the link's address in a new tab or window.
  const onBackClick = (event: MouseEvent) => {
    if (!onBack || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onBack();
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {/* At least 16rem, so on a phone the title takes a line of its own instead of being squeezed away. */}
      <div className="flex min-w-0 flex-[1_1_16rem] items-center gap-3">
        <Link
          to={props.backTo}
          onClick={onBackClick}
          className={buttonClasses('ghost', 'md', 'shrink-0 px-2.5')}
          aria-label={backLabel}
          title={backLabel}
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
          <p className="flex min-w-0 items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
            <span className="truncate">{file.originalName}</span>
            <FileTypeBadge originalName={file.originalName} />
          </p>
        </div>
      </div>
      <div className="flex items-center gap-2">
        {props.navigation}
        <Button
          variant="secondary"
          icon={<Info className="size-4" />}
          aria-pressed={props.showInfo}
          aria-label={props.showInfo ? t('player.hideInfo') : t('player.showInfo')}
          onClick={props.onToggleInfo}
          className={cn(
            props.showInfo && 'border-indigo-500 text-indigo-600 dark:border-indigo-500 dark:text-indigo-300',
          )}
        >
          <span className="hidden sm:inline">{props.showInfo ? t('player.hideInfo') : t('player.showInfo')}</span>
        </Button>
        <Button
          variant="secondary"
          icon={<Download className="size-4" />}
          loading={props.downloading}
          aria-label={t('player.download')}
          onClick={props.onDownload}
        >
          <span className="hidden sm:inline">{t('player.download')}</span>
        </Button>
        <Button icon={<Share2 className="size-4" />} aria-label={t('player.share')} onClick={props.onShare}>
          <span className="hidden sm:inline">{t('player.share')}</span>
        </Button>
      </div>
    </div>
  );
}

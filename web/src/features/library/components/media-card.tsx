import { Download, Eye, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { CardCheckbox, CardTitle, VideoMark } from '../../../components/file-card-parts.tsx';
import { FileTypeBadge } from '../../../components/file-type-badge.tsx';
import { MediaThumbnail } from '../../../components/media-thumbnail.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useLongPress } from '../../../lib/use-long-press.ts';
import type { FileActions } from './file-actions.ts';
import { fileMenuItems } from './file-menu-items.ts';
import { OutsideBadge } from './outside-badge.tsx';
import { PublicBadge } from './public-badge.tsx';
import { RowMenu } from '../../../components/row-menu.tsx';
import { useFormat } from '../../../lib/use-format.ts';

const HOVER_ACTION =
  'flex size-9 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-lg transition hover:scale-105 hover:bg-white focus-visible:outline-2 focus-visible:outline-indigo-400';

// Always there below the desktop breakpoint, where nothing hovers; on a desktop it shows with the hover actions.
const MENU_TRIGGER =
  'flex size-8 items-center justify-center rounded-full bg-slate-950/55 text-white shadow backdrop-blur transition hover:bg-slate-950/75 focus-visible:outline-2 focus-visible:outline-indigo-400 lg:opacity-0 lg:group-hover:opacity-100 lg:group-focus-within:opacity-100 aria-expanded:opacity-100';

const HOVER_ACTIONS = [
  { action: 'preview', Icon: Eye },
  { action: 'download', Icon: Download },
  { action: 'share', Icon: Share2 },
] as const;

/**
 * A grid card: thumbnail, title with its type badge, size, views, created date; Preview, Download and Share on hover,
 * and every action in the "…" menu (always shown on touch-sized screens); a long press on the picture selects it.
 */
export function MediaCard({
  file,
  selected,
  selecting,
  onToggle,
  actions,
  menuOpen,
  onMenuChange,
  showOriginalName,
}: {
  file: MediaFile;
  selected: boolean;
  /** Some file is selected: every checkbox shows, so picking more needs no hovering. */
  selecting: boolean;
  onToggle: () => void;
  actions: FileActions;
  menuOpen: boolean;
  onMenuChange: (open: boolean) => void;
  /** Another file on the page has the same title: the card names the original file too. */
  showOriginalName: boolean;
}) {
  const { formatBytes, formatDate } = useFormat();
  const { t } = useTranslation('media');
  const press = useLongPress(onToggle);
  return (
    <article
      data-testid="media-card"
      data-id={file.id}
      className={cn(
        'group relative overflow-hidden rounded-2xl border bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg dark:bg-slate-900/60',
        selected ? 'border-indigo-500 ring-2 ring-indigo-500/40' : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100 select-none [-webkit-touch-callout:none] dark:bg-slate-800/60">
        <MediaThumbnail
          file={file}
          className="transition duration-300 motion-safe:group-hover:scale-105"
          iconClassName="size-10"
        />
        <VideoMark file={file} />
        {/* The picture itself opens the file: the only way on a touch screen, where nothing hovers; a long press there
            selects it. */}
        <button
          type="button"
          tabIndex={-1}
          aria-label={`${t('library.actions.preview')}: ${file.title}`}
          data-testid="media-card-open"
          {...press}
          onClick={() => actions.preview(file)}
          className="absolute inset-0 cursor-pointer"
        />
        {/* The actions sit along the bottom, and take clicks only while shown, so the picture's middle always opens. */}
        <div className="pointer-events-none absolute inset-x-0 bottom-0 hidden items-center lg:flex justify-center gap-2 bg-gradient-to-t from-slate-950/70 to-transparent p-2 opacity-0 transition group-focus-within:pointer-events-auto group-focus-within:opacity-100 group-hover:pointer-events-auto group-hover:opacity-100">
          {HOVER_ACTIONS.map(({ action, Icon }) => (
            <IconButton
              key={action}
              label={t(`library.actions.${action}`)}
              className={HOVER_ACTION}
              onClick={() => actions[action](file)}
            >
              <Icon className="size-4" />
            </IconButton>
          ))}
        </div>
        <CardCheckbox
          label={t('library.select', { name: file.title })}
          selected={selected}
          selecting={selecting}
          onToggle={onToggle}
        />
        <div className="absolute right-2 top-2">
          <RowMenu
            label={t('library.actions.more', { name: file.title })}
            open={menuOpen}
            onOpenChange={onMenuChange}
            items={fileMenuItems(file, actions, t)}
            triggerClassName={MENU_TRIGGER}
          />
        </div>
      </div>
      <div className="space-y-1 p-3">
        <CardTitle file={file} onOpen={() => actions.preview(file)} showOriginalName={showOriginalName}>
          {file.isPublic ? <PublicBadge /> : null}
          {file.fromOutside ? <OutsideBadge /> : null}
          <FileTypeBadge originalName={file.originalName} />
        </CardTitle>
        <div className="flex items-center justify-between gap-2 text-xs text-slate-500 dark:text-slate-400">
          <span>{formatBytes(file.size)}</span>
          <span className="inline-flex items-center gap-1">
            <Eye className="size-3" />
            {t('common.views', { count: file.viewCount })}
          </span>
        </div>
        <p className="text-xs text-slate-500 dark:text-slate-400">{formatDate(file.createdAt)}</p>
      </div>
    </article>
  );
}

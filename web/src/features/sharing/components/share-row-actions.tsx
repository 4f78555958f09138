import { useTranslation } from 'react-i18next';
import { Copy, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import type { ShareLink } from '@vaultbox/common/schemas/share.ts';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { cn } from '../../../lib/cn.ts';

export interface ShareActions {
  copy: (share: ShareLink) => void;
  edit: (share: ShareLink) => void;
  remove: (share: ShareLink) => void;
}

const ACTION =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white';

/** Copy link, Open link (a new tab on /s/{slug}), Edit, Delete. */
export function ShareRowActions({ share, actions }: { share: ShareLink; actions: ShareActions }) {
  const { t } = useTranslation('sharing');
  return (
    <div
      className="flex items-center gap-1 xl:justify-end"
      role="group"
      aria-label={t('actions.menu', { name: share.mediaFile.title })}
    >
      <IconButton label={t('actions.copy')} className={ACTION} onClick={() => actions.copy(share)}>
        <Copy className="size-4" />
      </IconButton>
      <a
        href={`/s/${encodeURIComponent(share.slug)}`}
        target="_blank"
        rel="noopener noreferrer"
        className={ACTION}
        aria-label={t('actions.open')}
        title={t('actions.open')}
      >
        <ExternalLink className="size-4" />
      </a>
      <IconButton label={t('actions.edit')} className={ACTION} onClick={() => actions.edit(share)}>
        <Pencil className="size-4" />
      </IconButton>
      <IconButton
        label={t('actions.delete')}
        className={cn(ACTION, 'hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-500/10 dark:hover:text-red-400')}
        onClick={() => actions.remove(share)}
      >
        <Trash2 className="size-4" />
      </IconButton>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Copy, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import type { ShareLink } from '@vaultbox/common/schemas/share.ts';
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
    <div className="flex items-center gap-1 xl:justify-end" role="group" aria-label={t('actions.menu', { name: share.mediaFile.title })}>
      <button type="button" className={ACTION} onClick={() => actions.copy(share)} aria-label={t('actions.copy')} title={t('actions.copy')}>
        <Copy className="size-4" />
      </button>
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
      <button type="button" className={ACTION} onClick={() => actions.edit(share)} aria-label={t('actions.edit')} title={t('actions.edit')}>
        <Pencil className="size-4" />
      </button>
      <button
        type="button"
        className={cn(ACTION, 'hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-500/10 dark:hover:text-red-400')}
        onClick={() => actions.remove(share)}
        aria-label={t('actions.delete')}
        title={t('actions.delete')}
      >
        <Trash2 className="size-4" />
      </button>
    </div>
  );
}

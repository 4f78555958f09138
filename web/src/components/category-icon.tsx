import { File, FileAudio, FileImage, FileText, FileVideo } from 'lucide-react';
import type { Category } from '@vaultbox/common/media-category.ts';

const ICONS = { image: FileImage, video: FileVideo, audio: FileAudio, document: FileText, other: File } as const;

/** The icon of a file category. */
export function CategoryIcon({ category, className }: { category: Category; className?: string }) {
  const Icon = ICONS[category];
  return <Icon className={className ?? 'size-5'} aria-hidden="true" />;
}

/** Accent colours per category, for icon tiles and chips. */
export const CATEGORY_TONE: Record<Category, string> = {
  image: 'bg-sky-500/10 text-sky-700 dark:text-sky-400',
  video: 'bg-violet-500/10 text-violet-600 dark:text-violet-400',
  audio: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-400',
  document: 'bg-amber-500/10 text-amber-800 dark:text-amber-400',
  other: 'bg-slate-500/10 text-slate-600 dark:text-slate-400',
};

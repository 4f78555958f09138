import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

/** Marks the file that stands for its album. */
export function CoverBadge({ className }: { className?: string }) {
  const { t } = useTranslation('albums');
  return (
    <span
      data-testid="cover-badge"
      className={cn('rounded-full bg-indigo-700 px-2 py-0.5 text-xs font-medium text-white shadow', className)}
    >
      {t('file.cover')}
    </span>
  );
}

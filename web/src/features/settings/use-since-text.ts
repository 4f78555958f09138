import { useTranslation } from 'react-i18next';
import { timeSince } from './time-formats.ts';
import { useFormat } from '../../lib/use-format.ts';

/** The last sign-in, in the UI language: '5 minutes ago', '3 days ago', then the date. */
export function useSinceText(): (iso: string) => string {
  const { formatDate } = useFormat();
  const { t } = useTranslation('settings');
  return (iso) => {
    const since = timeSince(iso);
    if (!since) return '';
    return since.unit === 'date' ? formatDate(iso) : t(`time.ago.${since.unit}`, { count: since.count });
  };
}

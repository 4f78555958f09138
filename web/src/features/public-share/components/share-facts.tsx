import { useTranslation } from 'react-i18next';
import type { SharedMedia } from '@vaultbox/common/schemas/public-share.ts';
import { useFormat } from '../../../lib/use-format.ts';

/** Size, Type (category), Views and Downloads (current, plus ' / max' when a limit exists). */
export function ShareFacts({ media }: { media: SharedMedia }) {
  const { formatBytes } = useFormat();
  const { t } = useTranslation('sharing');
  const info = media.shareInfo;
  const counter = (current: number, max: number | null) =>
    max != null ? t('public.counter', { current, max }) : String(current);
  const facts = [
    { id: 'size', label: t('public.size'), value: formatBytes(media.size) },
    { id: 'type', label: t('public.type'), value: t(`category.${media.category}`) },
    { id: 'views', label: t('public.views'), value: counter(info.currentViews, info.maxViews) },
    { id: 'downloads', label: t('public.downloads'), value: counter(info.currentDownloads, info.maxDownloads) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map((fact) => (
        <div
          key={fact.id}
          className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-2.5 dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="text-xs text-slate-500 dark:text-slate-400">{fact.label}</dt>
          <dd
            className="mt-0.5 text-sm font-semibold text-slate-900 tabular-nums dark:text-white"
            data-testid={`fact-${fact.id}`}
          >
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

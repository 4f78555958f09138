import { useTranslation } from 'react-i18next';
import { ChartPie } from 'lucide-react';
import { CATEGORIES, type Category } from '@vaultbox/common/media-category.ts';
import { CATEGORY_TONE, CategoryIcon } from '../../../components/category-icon.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { categoryShares } from '../category-shares.ts';

const BAR: Record<Category, string> = {
  image: 'bg-sky-500',
  video: 'bg-violet-500',
  audio: 'bg-emerald-500',
  document: 'bg-amber-500',
  other: 'bg-slate-500',
};
const asCategory = (c: string): Category => ((CATEGORIES as readonly string[]).includes(c) ? (c as Category) : 'other');

/** The dashboard's File Categories with counts and percentages. */
export function CategoriesCard({ breakdown }: { breakdown: Record<string, number> | undefined }) {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('media');
  const { formatPercent } = useFormat();
  const shares = categoryShares(breakdown ?? {});
  return (
    <Card>
      <div className="border-b border-slate-200 px-5 py-4 dark:border-slate-800">
        <h3 className="font-semibold text-slate-900 dark:text-white">{t('dashboard.fileCategories')}</h3>
      </div>
      {shares.length === 0 ? (
        <EmptyState icon={<ChartPie className="size-6" />} title={t('dashboard.noCategories')} />
      ) : (
        <ul className="space-y-4 p-5" data-testid="file-categories">
          {shares.map(({ category, count, percent }) => {
            const c = asCategory(category);
            return (
              <li key={category}>
                <div className="mb-1.5 flex items-center gap-2.5 text-sm">
                  <span className={cn('flex size-7 items-center justify-center rounded-lg', CATEGORY_TONE[c])}>
                    <CategoryIcon category={c} className="size-4" />
                  </span>
                  <span className="flex-1 font-medium capitalize text-slate-800 dark:text-slate-200">
                    {tm(`categories.${c}`)}
                  </span>
                  <span className="tabular-nums text-slate-500 dark:text-slate-400">
                    {tm('dashboard.categoryCount', { count, percent: formatPercent(percent) })}
                  </span>
                </div>
                <div className="h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
                  <div className={cn('h-full rounded-full', BAR[c])} style={{ width: `${percent}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

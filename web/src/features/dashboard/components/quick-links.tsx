import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Images, Share2, Upload } from 'lucide-react';

const LINKS = [
  {
    to: '/upload',
    title: 'dashboard.uploadFiles',
    hint: 'dashboard.uploadFilesHint',
    icon: Upload,
    tone: 'from-indigo-500 to-violet-500',
  },
  {
    to: '/library',
    title: 'dashboard.browseLibrary',
    hint: 'dashboard.browseLibraryHint',
    icon: Images,
    tone: 'from-sky-500 to-cyan-500',
  },
  {
    to: '/sharing',
    title: 'dashboard.manageShares',
    hint: 'dashboard.manageSharesHint',
    icon: Share2,
    tone: 'from-emerald-500 to-teal-500',
  },
] as const;

/** The dashboard's quick links: Upload Files, Browse Library, Manage Shares. */
export function QuickLinks() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('dashboard.quickLinks')} className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {LINKS.map(({ to, title, hint, icon: Icon, tone }) => (
        <Link
          key={to}
          to={to}
          data-testid="quick-link"
          className="group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900/60 dark:hover:border-indigo-500/50"
        >
          <span
            className={`flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br ${tone} text-white shadow-sm`}
          >
            <Icon className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-medium text-slate-900 dark:text-white">{t(title)}</span>
            {/* Whole, on two lines where it must: cut, the longer languages' hints said half a sentence. */}
            <span className="block text-xs text-pretty text-slate-500 dark:text-slate-400">{t(hint)}</span>
          </span>
          <ChevronRight className="size-4 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-indigo-500" />
        </Link>
      ))}
    </section>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../../../components/language-picker.tsx';
import { Logo } from '../../../components/logo.tsx';
import { ThemeSwitcher } from '../../../components/theme-switcher.tsx';

/** The frame of every account screen: brand, a centred card, the language picker and the theme control. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title?: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-96 bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.18),transparent_65%)]"
      />
      <header className="relative flex items-center justify-end gap-2 p-4">
        <LanguagePicker />
        <ThemeSwitcher />
      </header>
      <main className="relative flex flex-1 items-start justify-center px-4 pb-16 sm:items-center">
        <div className="w-full max-w-md">
          <div className="mb-8 flex flex-col items-center text-center">
            <Logo size="lg" />
            <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{t('app.tagline')}</p>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8 dark:border-slate-800 dark:bg-slate-900/70 dark:shadow-black/30">
            {title ? (
              <div className="mb-6">
                <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
                {subtitle ? <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{subtitle}</p> : null}
              </div>
            ) : null}
            {children}
          </div>
          {footer ? <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</div> : null}
        </div>
      </main>
    </div>
  );
}

/** A big round icon with a heading and text, for the result views (sent, activated, failed...). */
export function StatusView({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode;
  tone: 'success' | 'error' | 'info';
  title: string;
  children?: ReactNode;
}) {
  const tones = {
    success: 'bg-emerald-500/10 text-emerald-500',
    error: 'bg-red-500/10 text-red-500',
    info: 'bg-indigo-500/10 text-indigo-500',
  } as const;
  return (
    <div className="flex flex-col items-center text-center">
      <div className={`mb-4 flex size-14 items-center justify-center rounded-full ${tones[tone]}`}>{icon}</div>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      <div className="mt-3 w-full space-y-4 text-sm text-slate-600 dark:text-slate-400">{children}</div>
    </div>
  );
}

export const linkClasses =
  'font-medium text-indigo-600 hover:text-indigo-500 hover:underline dark:text-indigo-400 dark:hover:text-indigo-300';

/** The footer line that points to the other account screen: a question and its link. */
export function FooterPrompt({ text, to, link }: { text: string; to: string; link: string }) {
  return (
    <>
      {text}{' '}
      <Link to={to} className={linkClasses}>
        {link}
      </Link>
    </>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Languages } from 'lucide-react';
import { LANGUAGES, type Language } from '@vaultbox/common/constants.ts';
import { isLanguage } from '@vaultbox/common/language.ts';
import { cn } from '../lib/cn.ts';
import { chooseLanguage } from '../lib/language-choice.ts';
import { LANGUAGE_NAMES } from '../lib/language-names.ts';

/**
 * The language of the pages before sign-in and of the public pages: a small labelled select, each language named in
 * itself. The choice applies at once and is kept through sign-in and sign-out (lib/language-choice.ts).
 */
export function LanguagePicker({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <div className={cn('relative inline-flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('languagePicker.label')}
      </label>
      <Languages
        aria-hidden="true"
        className="pointer-events-none absolute left-2.5 size-4 text-slate-500 dark:text-slate-400"
      />
      <select
        id={id}
        value={current}
        data-testid="language-picker"
        title={t('languagePicker.label')}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void chooseLanguage(next);
        }}
        className="h-9 cursor-pointer appearance-none rounded-lg border border-slate-200 bg-white pr-8 pl-8 text-sm text-slate-700 hover:border-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-slate-700"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-2.5 size-4 text-slate-400 dark:text-slate-500"
      />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { LANGUAGES, type Language, type Theme } from '@vaultbox/common/constants.ts';
import { THEME_OPTIONS } from '../../../components/theme-switcher.tsx';
import { RadioButton } from '../../../components/ui/radio-button.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { isLanguage } from '@vaultbox/common/language.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { LANGUAGE_NAMES } from '../../../lib/language-names.ts';
import { applyTheme, useTheme } from '../../../lib/theme.ts';
import { useSavePreferences } from '../use-save-preferences.ts';
import { SettingsSection } from './settings-section.tsx';

/** Appearance: theme and language, applied at once and saved to the preferences (so every device follows). */
export function AppearanceTab() {
  const { t, i18n } = useTranslation('settings');
  const { t: tApp } = useTranslation();
  const [theme] = useTheme();
  const { save, saving } = useSavePreferences();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';

  const chooseTheme = (next: Theme) => {
    if (next === theme) return;
    const previous = theme;
    applyTheme(next);
    save({ theme: next }, { onError: () => applyTheme(previous) });
  };

  const chooseLanguage = (next: Language) => {
    const previous = language;
    void setLanguage(next).then(() => save({ language: next }, { onError: () => void setLanguage(previous) }));
  };

  return (
    <>
      <SettingsSection title={t('appearance.themeTitle')} description={t('appearance.themeDescription')}>
        <RadioGroup label={tApp('theme.label')} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {THEME_OPTIONS.map(({ value, icon: Icon }) => {
            const active = theme === value;
            return (
              <RadioButton
                key={value}
                active={active}
                disabled={saving}
                onClick={() => chooseTheme(value)}
                className="flex items-center gap-3 rounded-xl border p-4 text-left transition-colors disabled:opacity-70"
                activeClassName="border-indigo-500 bg-indigo-500/10 ring-1 ring-indigo-500"
                inactiveClassName="border-slate-200 hover:border-slate-300 hover:bg-slate-50 dark:border-slate-800 dark:hover:border-slate-700 dark:hover:bg-slate-800/50"
              >
                <span className="flex size-9 items-center justify-center rounded-lg bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                  <Icon className="size-4" />
                </span>
                <span className="flex-1">
                  <span className="block text-sm font-medium text-slate-800 dark:text-slate-100">
                    {tApp(`theme.${value}`)}
                  </span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {t(`appearance.${value}Hint`)}
                  </span>
                </span>
                {active ? <Check className="size-4 text-indigo-500" /> : null}
              </RadioButton>
            );
          })}
        </RadioGroup>
      </SettingsSection>
      <SettingsSection title={t('appearance.languageTitle')} description={t('appearance.languageDescription')}>
        <SelectField<Language>
          label={t('appearance.language')}
          value={language}
          options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code], lang: code }))}
          onChange={chooseLanguage}
          disabled={saving}
          className="sm:w-64"
        />
      </SettingsSection>
    </>
  );
}

import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Theme } from '@vaultbox/common/constants.ts';
import { cn } from '../lib/cn.ts';
import { useTheme } from '../lib/theme.ts';
import { RadioButton } from './ui/radio-button.tsx';
import { RadioGroup } from './ui/radio-group.tsx';

/** The three themes in the order every picker shows them, with their icons. */
export const THEME_OPTIONS: Array<{ value: Theme; icon: typeof Sun }> = [
  { value: 'light', icon: Sun },
  { value: 'dark', icon: Moon },
  { value: 'system', icon: Monitor },
];

/** Three small buttons: light, dark, system (saved under 'theme'). */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  return (
    <RadioGroup
      label={t('theme.label')}
      className={cn(
        'inline-flex items-center gap-0.5 rounded-lg border border-slate-200 bg-white p-0.5 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      {THEME_OPTIONS.map(({ value, icon: Icon }) => {
        const active = theme === value;
        const label = t(`theme.${value}`);
        return (
          <RadioButton
            key={value}
            active={active}
            aria-label={label}
            title={label}
            onClick={() => setTheme(value)}
            className="rounded-md p-1.5 transition-colors"
            activeClassName="bg-indigo-600 text-white"
            inactiveClassName="text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
          >
            <Icon className="size-4" />
          </RadioButton>
        );
      })}
    </RadioGroup>
  );
}

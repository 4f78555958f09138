import { useEffect, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Bell, HardDrive, KeyRound, Palette, Shield, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { moveFocusByKey } from '../../../lib/arrow-keys.ts';
import { cn } from '../../../lib/cn.ts';

export const SETTINGS_TABS = [
  'profile',
  'security',
  'tokens',
  'notifications',
  'appearance',
  'privacy',
  'storage',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export function isSettingsTab(value: unknown): value is SettingsTab {
  return typeof value === 'string' && (SETTINGS_TABS as readonly string[]).includes(value);
}

const ICONS: Record<SettingsTab, LucideIcon> = {
  profile: UserRound,
  security: ShieldCheck,
  tokens: KeyRound,
  notifications: Bell,
  appearance: Palette,
  privacy: Shield,
  storage: HardDrive,
};

export const tabId = (tab: SettingsTab) => `settings-tab-${tab}`;
export const panelId = (tab: SettingsTab) => `settings-panel-${tab}`;

/** The settings tabs, a scrolling row on a phone; arrow keys, Home and End move between them. */
export function SettingsTabs({ active, onChange }: { active: SettingsTab; onChange: (tab: SettingsTab) => void }) {
  const { t } = useTranslation('settings');
  // Selection follows the focus, which moves from the focused tab (not `active`: a second key right after the first
  // comes before the screen has caught up).
  // On a phone the row scrolls: the chosen tab (from the address, or a key) is brought into it.
  useEffect(() => {
    document.getElementById(tabId(active))?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    moveFocusByKey(event, '[role="tab"]', 'horizontal')?.click();

  return (
    <div
      role="tablist"
      aria-label={t('tabs.label')}
      onKeyDown={onKeyDown}
      className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0 dark:border-slate-800"
    >
      {SETTINGS_TABS.map((tab) => {
        const Icon = ICONS[tab];
        const selected = tab === active;
        return (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            className={cn(
              '-mb-px flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
              selected
                ? 'border-indigo-500 text-indigo-600 dark:text-indigo-400'
                : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800 dark:text-slate-400 dark:hover:border-slate-700 dark:hover:text-slate-200',
            )}
          >
            <Icon className="size-4" />
            {t(`tabs.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Camera, Code, Crop } from 'lucide-react';
import { INTEGRATION_KINDS, type IntegrationKind } from '../integration-kinds.ts';
import { IntegrationModal } from './integration-modal.tsx';
import { SettingsSection } from './settings-section.tsx';

const ICONS = { sharex: Crop, flameshot: Camera, script: Code } as const;

/** Ready-made configurations (docs/product.md, Integrations): each makes a token of its own, then its files. */
export function IntegrationsSection() {
  const { t } = useTranslation('api-tokens');
  const [open, setOpen] = useState<IntegrationKind | null>(null);
  return (
    <SettingsSection title={t('integrations.title')} description={t('integrations.description')} testId="integrations">
      <ul className="grid gap-3 sm:grid-cols-3">
        {INTEGRATION_KINDS.map((kind) => {
          const Icon = ICONS[kind];
          return (
            <li key={kind}>
              <button
                type="button"
                onClick={() => setOpen(kind)}
                className="flex h-full w-full flex-col items-start gap-2 rounded-xl border border-slate-200 p-4 text-left transition-colors hover:border-indigo-400 hover:bg-indigo-500/5 focus-visible:ring-2 focus-visible:ring-indigo-500/40 focus-visible:outline-none dark:border-slate-800 dark:hover:border-indigo-500/60"
              >
                <Icon className="size-5 text-indigo-500" />
                <span className="text-sm font-semibold text-slate-900 dark:text-white">
                  {t(`integrations.${kind}.name`)}
                </span>
                <span className="text-xs text-slate-500 dark:text-slate-400">{t(`integrations.${kind}.summary`)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {open ? <IntegrationModal kind={open} onClose={() => setOpen(null)} /> : null}
    </SettingsSection>
  );
}

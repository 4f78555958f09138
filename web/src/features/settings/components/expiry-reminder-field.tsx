import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '../../../components/ui/field.tsx';

/** The days a reminder can come before a link expires (the preference takes 1 to 30; 0 is off). */
const DAYS = Array.from({ length: 30 }, (_, i) => i + 1);

/** "Remind me before a link expires": off, or how many days before; saved as it changes. */
export function ExpiryReminderField({
  days,
  onChange,
  disabled,
}: {
  days: number;
  onChange: (days: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('notifications');
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('settings.expiryReminder')}
        </label>
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {t('settings.expiryReminderHint')}
        </p>
      </div>
      <select
        id={id}
        aria-describedby={hintId}
        value={days}
        disabled={disabled}
        onChange={(e) => onChange(Number(e.target.value))}
        className={inputClasses(false, 'sm:w-48 shrink-0')}
      >
        <option value={0}>{t('settings.expiryOff')}</option>
        {DAYS.map((n) => (
          <option key={n} value={n}>
            {t('settings.expiryDays', { count: n })}
          </option>
        ))}
      </select>
    </div>
  );
}

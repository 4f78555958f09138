import { useTranslation } from 'react-i18next';
import { passwordScore, passwordStrength, type PasswordStrength } from '@vaultbox/common/password-strength.ts';
import { cn } from '../../../lib/cn.ts';

const COLOURS: Record<PasswordStrength, string> = {
  Weak: 'bg-red-500',
  Medium: 'bg-amber-500',
  Strong: 'bg-emerald-500',
};
const LABEL_KEYS: Record<PasswordStrength, string> = {
  Weak: 'register.strengthWeak',
  Medium: 'register.strengthMedium',
  Strong: 'register.strengthStrong',
};

/** Six segments for the password's score (docs/product.md, Validation), coloured by Weak / Medium / Strong. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  if (!password) return null;
  const score = passwordScore(password);
  const level = passwordStrength(password);
  return (
    <div className="mt-2" aria-live="polite">
      <div className="flex gap-1">
        {Array.from({ length: 6 }, (_, i) => (
          <span
            key={i}
            className={cn('h-1 flex-1 rounded-full', i < score ? COLOURS[level] : 'bg-slate-200 dark:bg-slate-800')}
          />
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {t('register.strength', { level: t(LABEL_KEYS[level]) })}
      </p>
    </div>
  );
}

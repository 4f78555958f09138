import { useState } from 'react';
import { Eye, EyeOff, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Field, type FieldProps } from './field.tsx';

type PasswordFieldProps = Omit<FieldProps, 'type' | 'trailing' | 'icon'>;

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? t('common.hidePassword') : t('common.showPassword');
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      icon={<Lock className="size-4" />}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="rounded-md p-2 text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:text-slate-200"
          aria-label={toggleLabel}
          title={toggleLabel}
          aria-pressed={visible}
        >
          {visible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
        </button>
      }
    />
  );
}

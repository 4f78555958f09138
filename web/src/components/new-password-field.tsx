import { useTranslation } from 'react-i18next';
import { PASSWORD_RULE_HINT_KEY } from '../lib/password-problem-keys.ts';
import { PasswordField } from './ui/password-field.tsx';

type NewPasswordFieldProps = Omit<Parameters<typeof PasswordField>[0], 'hint' | 'autoComplete'>;

/**
 * The field where a new password is chosen: the whole password rule under it before anything is typed, the same
 * words on every screen (docs/product.md, Validation); a refusal replaces it with the broken part.
 */
export function NewPasswordField(props: NewPasswordFieldProps) {
  const { t } = useTranslation();
  return <PasswordField {...props} autoComplete="new-password" hint={t(PASSWORD_RULE_HINT_KEY)} />;
}

import type { ChangeEvent } from 'react';

type Translate = (key: string) => string;

/**
 * The label, placeholder, value and change handler of an account form's text input. Its texts are the i18n keys
 * `<key>` and `<key>Placeholder`, as every account screen names them.
 */
export function authInput(t: Translate, key: string, value: string, onChange: (value: string) => void) {
  return {
    label: t(key),
    placeholder: t(`${key}Placeholder`),
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
  };
}

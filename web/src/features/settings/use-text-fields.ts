import { useState, type ChangeEvent } from 'react';

/**
 * A form's text values. `field(key)` binds an input to one of them (its value and onChange); each edit also calls
 * `onEdit(key)`, for the form to drop what it said about the old value.
 */
export function useTextFields<Values extends { [Key in keyof Values]: string }>(
  initial: Values,
  onEdit: (key: keyof Values) => void,
) {
  const [values, setValues] = useState<Values>(initial);
  const field = (key: keyof Values) => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [key]: value }));
      onEdit(key);
    },
  });
  return { values, setValues, field };
}

import { useState } from 'react';

/** A form's values and the error of its last check; changing a value clears that error. */
export function useFormFields<F extends object>(initial: F | (() => F)) {
  const [form, setForm] = useState<F>(initial);
  const [formError, setFormError] = useState<string | null>(null);
  const set = <K extends keyof F>(key: K, value: F[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setFormError(null);
  };
  return { form, set, formError, setFormError };
}

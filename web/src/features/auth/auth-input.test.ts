import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { authInput } from './auth-input.ts';

describe('authInput', () => {
  it('takes the label from the key and the placeholder from <key>Placeholder', () => {
    const props = authInput(
      (key) => `[${key}]`,
      'login.email',
      'a@b.c',
      () => undefined,
    );
    expect(props.label).toBe('[login.email]');
    expect(props.placeholder).toBe('[login.emailPlaceholder]');
    expect(props.value).toBe('a@b.c');
  });

  it('hands the typed text to onChange', () => {
    const onChange = vi.fn<(value: string) => void>();
    authInput((key) => key, 'login.email', '', onChange).onChange({
      target: { value: 'typed' },
    } as ChangeEvent<HTMLInputElement>);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('typed');
  });
});

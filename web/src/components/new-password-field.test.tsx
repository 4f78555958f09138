import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordField } from './new-password-field.tsx';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const render = (value: string, error?: string) =>
  renderToStaticMarkup(
    <NewPasswordField label="New Password" value={value} onChange={() => undefined} error={error} />,
  );

describe('NewPasswordField', () => {
  it('shows the whole rule under the field before anything is typed', () => {
    const html = render('');
    expect(html).toContain('password-rule:hint');
    expect(html).toMatch(/aria-describedby="[^"]*-hint"/);
    expect(html).toContain('autoComplete="new-password"');
  });

  it('replaces the rule with the broken part after a refusal', () => {
    const html = render('Abc12', 'Password must be at least 8 characters long');
    expect(html).toContain('Password must be at least 8 characters long');
    expect(html).not.toContain('password-rule:hint');
  });
});

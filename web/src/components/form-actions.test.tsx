import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FormActions } from './form-actions.tsx';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const render = (error?: string | null) =>
  renderToStaticMarkup(
    <FormActions error={error} onCancel={() => undefined} saveLabel="Save" savingLabel="Saving..." saving={false} />,
  );

describe('FormActions', () => {
  it("shows the form's error as an alert above Cancel and Save", () => {
    const html = render('Title is required');
    expect(html).toMatch(/role="alert"[^>]*>.*Title is required/);
    expect(html.indexOf('Title is required')).toBeLessThan(html.indexOf('common.cancel'));
    expect(html).toContain('Save');
  });

  it('shows no alert without an error', () => {
    for (const error of [undefined, null, '']) expect(render(error)).not.toContain('role="alert"');
  });
});

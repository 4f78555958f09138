import { expect, type Locator, type Page } from '@playwright/test';

/** Types each value into the field of `form` whose label is exactly its key, in the order given. */
export async function fillByLabel(form: Locator | Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
}

/**
 * A form refusing what was typed, attempt after attempt: each types its values (fields keep what earlier attempts
 * typed), presses `submit` and waits for the form to show why it refuses them.
 */
export async function expectRefusals(
  form: Locator | Page,
  submit: Locator,
  attempts: [values: Record<string, string>, refusal: string][],
): Promise<void> {
  for (const [values, refusal] of attempts) {
    await fillByLabel(form, values);
    await submit.click();
    await expect(form.getByText(refusal)).toBeVisible();
  }
}

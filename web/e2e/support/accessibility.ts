import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// axe-core (Deque's accessibility rules engine) run in the page. Evaluated as source rather than added as a script
// tag, which the app's Content-Security-Policy rightly refuses.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.x level A and AA rules: what a screen reader, a keyboard or low vision needs. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Notifications stacked behind the newest, or on their way out. */
const FADED_TOASTS = [
  '[data-sonner-toast][data-front="false"]:not([data-expanded="true"])',
  '[data-sonner-toast][data-removed="true"]',
  '[data-sonner-toast][data-visible="false"]',
];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { html: string; failureSummary?: string }[];
}

/**
 * Checks the screen against WCAG 2 A and AA and fails (softly: the test goes on, every screen is reported) on every
 * serious or critical violation: contrast, names, labels, structure. `screen` names it in the report.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Notifications fade in and out over 400 ms and stack, faded, behind the newest: colours measured mid-fade are
  // not what anyone reads. Wait for the fades to end, and leave out the stacked and leaving ones.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-sonner-toast]')].every((toast) =>
          toast.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running'),
        ),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
  // Parsing axe's half megabyte took about as long as the check itself: a document keeps it until the next page load.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ tags, exclude }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: Violation[] }> } })
        .axe;
      const context = { include: [['html']], exclude: exclude.map((selector) => [selector]) };
      const options = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] };
      return (await axe.run(context, options)).violations;
    },
    { tags: WCAG_AA, exclude: FADED_TOASTS },
  );
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const where = v.nodes
        .slice(0, 3)
        .map((n) => `${n.html.slice(0, 120)} (${n.failureSummary?.split('\n')[1]?.trim()})`);
      return `${v.id}: ${v.help}: ${where.join('; ')}`;
    });
  expect.soft(serious, `accessibility of ${screen}`).toEqual([]);
}

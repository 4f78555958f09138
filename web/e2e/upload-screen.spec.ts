import { expect, test, type Page } from './support/test.ts';
import { makeBinaryFile } from './helpers/media.ts';
import { BASE_URL } from './support/instances.ts';
import { ownerApi } from './support/owner.ts';
import { snap } from './support/screens.ts';
import { signedInOnce } from './support/session.ts';

// The Upload screen offers only what can be done, and says at once why an upload cannot go on.
signedInOnce('upload-screen');

const SIZES = [
  [1440, 900, 'desktop'],
  [390, 844, 'phone'],
] as const;

const uploadButton = (page: Page) => page.getByRole('button', { name: /^Upload \d+ Files?$/ });

test('"Upload N files" is offered only while files wait', async ({ page }) => {
  for (const [width, height, name] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.goto('/upload');
    await expect(uploadButton(page)).toHaveCount(0);
    await page.getByTestId('file-input').setInputFiles([makeBinaryFile(`waiting-${name}.bin`, 1)]);
    await expect(page.getByRole('button', { name: 'Upload 1 File' })).toBeEnabled();
    await page.getByRole('button', { name: 'Upload 1 File' }).click();
    await expect(page.getByTestId('count-completed')).toHaveText('1', { timeout: 30_000 });
    // Nothing waits: no "Upload 0 Files" that does nothing.
    await expect(uploadButton(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Clear Completed' })).toBeEnabled();
    await snap(page, `upload-nothing-pending-${name}`);
    await page.getByRole('button', { name: 'Clear Completed' }).click();
  }
});

test(
  'an upload during maintenance says at once that uploads are paused, and goes on with Retry after',
  { tag: '@alone' },
  async ({ page }) => {
    const owner = await ownerApi(BASE_URL);
    const maintenance = async (enabled: boolean) => {
      const res = await owner.put('/api/admin/maintenance', { data: { enabled } });
      expect(res.ok(), await res.text()).toBeTruthy();
    };
    const paused = 'Uploads are paused while the server is under maintenance. Try again once maintenance is over.';
    try {
      await maintenance(true);
      for (const [width, height, name] of SIZES) {
        // Tall enough on a desktop that the maintenance notice at the bottom leaves the queue's row in sight.
        await page.setViewportSize({ width, height: width > 1000 ? 1100 : height });
        await page.goto('/upload');
        const file = `paused-${name}.bin`;
        await page.getByTestId('file-input').setInputFiles([makeBinaryFile(file, 1)]);
        await page.getByRole('button', { name: 'Upload 1 File' }).click();
        const row = page.getByTestId('queue-item').filter({ hasText: file });
        // At once: the client's retries (about 19 s in all) are not spent on a refusal that holds until the owner ends it.
        await expect(row).toHaveAttribute('data-status', 'error', { timeout: 4_000 });
        await expect(row.getByRole('alert')).toHaveText(paused);
        await expect(page.getByText(`Failed to upload ${file}: ${paused}`)).toBeVisible();
        await snap(page, `upload-maintenance-${name}`);
      }
      // Over: the same file goes with Retry.
      await maintenance(false);
      await page.getByRole('button', { name: 'Retry paused-phone.bin' }).first().click();
      await expect(page.getByTestId('count-completed')).toHaveText('1', { timeout: 30_000 });
    } finally {
      await maintenance(false);
      await owner.dispose();
    }
  },
);

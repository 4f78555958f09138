import { join } from 'node:path';
import { expect, test } from './support/test.ts';
import { apiToken, uploadFile } from './helpers/media.ts';
import { FIXTURES } from './support/paths.ts';
import { expectWithinScreen, snap } from './support/screens.ts';
import { signedInOnce } from './support/session.ts';

// The media screens' rarer paths: a server failure in the player, a copy for the browser that could not be made, full
// storage, files dropped instead of picked.
const session = signedInOnce('edges');

test('a file that fails to load leads to the library with its message', async ({ page }) => {
  // A server failure, not a missing file: the player says so and goes to /media, which is the library.
  await page.route('**/api/media/failing-file', (route) =>
    route.fulfill({
      status: 500,
      json: { success: false, error: 'Something went wrong on our side. Please try again later.' },
    }),
  );
  await page.goto('/player/failing-file');
  await expect(page.getByText('Failed to load media file')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/library$/);
});

test('a video whose copy for the browser could not be made says why, on a wide screen and a phone', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, session.user());
  const id = await uploadFile(request, token, {
    path: join(FIXTURES, 'fixture-corrupt.mkv'),
    title: 'Damaged clip',
    mimeType: 'video/x-matroska',
  });
  // The server's background job tries to make the MP4 copy and fails on the damaged file.
  const failure = async () => {
    const res = await request.get(`/api/media/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: { file: { previewFailure: string | null } } }).data.file.previewFailure;
  };
  await expect.poll(failure, { timeout: 60_000 }).toBe('unreadable');

  const why = page.getByText(
    "This file could not be converted for the browser: it may be damaged, or use an encoding the server's tools " +
      'cannot read. Download it to open it in an app.',
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/player/${id}`);
  await expect(why).toBeVisible();
  await expect(page.getByText('This file could not be played in your browser.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download' })).toBeEnabled();
  await snap(page, 'player-copy-failed', { fullPage: false });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(why).toBeVisible();
  await expectWithinScreen(page, 'the player of a file without a copy');
  await snap(page, 'player-copy-failed-phone', { fullPage: false });
});

test('the upload screen warns when storage is nearly or wholly full', async ({ page }) => {
  const storageAt = (percentage: number) =>
    page.route('**/api/user/stats', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.data.storage.percentage = percentage;
      await route.fulfill({ response, json });
    });
  await storageAt(85);
  await page.goto('/upload');
  await expect(page.getByText('Storage is 85% full. Consider deleting some files.')).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' }); // a stats refetch may still be inside the handler
  await storageAt(100);
  await page.reload();
  await expect(page.getByText('Storage is full. Please delete some files before uploading new ones.')).toBeVisible();
  await snap(page, 'media-upload-storage-full');
  await page.unrouteAll({ behavior: 'ignoreErrors' }); // a stats refetch may still be inside the handler
  await page.reload();
  await expect(page.getByText(/^Storage is/)).toHaveCount(0);
});

test('files dropped on the drop zone join the queue', async ({ page }) => {
  await page.goto('/upload');
  const zone = page.getByTestId('drop-zone');
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['dropped notes\n'], 'dropped.txt', { type: 'text/plain' }));
    return transfer;
  });
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await expect(zone.getByText('Drop the files to add them')).toBeVisible();
  await snap(page, 'media-upload-drag-over');
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(zone.getByText('Drag and drop files here')).toBeVisible();
  const item = page.getByTestId('queue-item').filter({ hasText: 'dropped.txt' });
  await expect(item.getByLabel('Title')).toHaveValue('dropped');
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByTestId('queue-item')).toHaveCount(0);
});

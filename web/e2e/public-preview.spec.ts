import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Request } from './support/test.ts';
import { apiToken, filesDir, uploadFile, waitUntilProcessed } from './helpers/media.ts';
import { anonymousContext, BASE_URL } from './helpers/sharing.ts';
import { FIXTURES } from './support/paths.ts';
import { expectWithinScreen, snap } from './support/screens.ts';
import { signedInOnce } from './support/session.ts';

// The public page previews what the owner's player shows (text, PDFs, a video's poster), and waits for a
// browser-viewable copy that is still being made: it shows the copy once ready without a reload (which would cost a
// view), and stops waiting when the copy could not be made.
const session = signedInOnce('public-preview');
let token = '';
const ids: Record<string, string> = {};

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, session.user());
  const upload = (path: string, title: string, mimeType: string) =>
    uploadFile(request, token, { path, title, mimeType });
  ids.clip = await upload(join(FIXTURES, 'fixture.webm'), 'Walk clip', 'video/webm');
  const note = join(filesDir, 'public-note.txt');
  writeFileSync(note, 'A note about the walk.\nSecond line.\n');
  ids.note = await upload(note, 'Walk note', 'text/plain');
  ids.mkv = await upload(join(FIXTURES, 'fixture.mkv'), 'Mkv clip', 'video/x-matroska');
  // The tests below stand for early visitors themselves: the server's own copy and thumbnails are made first.
  await waitUntilProcessed(request, token, Object.values(ids));
});

/** A share of a file through the API: its id and slug. */
async function shareWithId(request: APIRequestContext, mediaFileId: string) {
  const res = await request.post('/api/share', {
    headers: { Authorization: `Bearer ${token}` },
    data: { mediaFileId },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: { share: { id: string; slug: string } } }).data.share;
}

/** A share of a file through the API; its slug. */
async function shareOf(request: APIRequestContext, mediaFileId: string): Promise<string> {
  return (await shareWithId(request, mediaFileId)).slug;
}

test('the public page previews text and PDFs as the player does, and shows the poster of a video', async ({
  browser,
  request,
}) => {
  const pdf = await uploadFile(request, token, {
    path: join(FIXTURES, 'fixture.pdf'),
    title: 'Manual',
    mimeType: 'application/pdf',
  });
  const slugs = {
    note: await shareOf(request, ids.note),
    pdf: await shareOf(request, pdf),
    clip: await shareOf(request, ids.clip),
  };
  const visitor = await anonymousContext(browser);
  const page = await visitor.newPage();

  await page.goto(`/s/${slugs.note}`);
  const text = page.getByTestId('text-preview');
  await expect(text).toContainText('A note about the walk.');
  expect(await text.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgb(255, 255, 255)');
  await snap(page, 'viewer-public-text', { fullPage: false });

  await page.goto(`/s/${slugs.pdf}`);
  await expect(page.getByTestId('document-preview')).toHaveAttribute(
    'src',
    new RegExp(`/api/share/public/s/${slugs.pdf}/preview\\?grant=`),
  );
  await page.waitForTimeout(1500);
  await snap(page, 'viewer-public-pdf', { fullPage: false });

  await page.goto(`/s/${slugs.clip}`);
  await expect(page.getByTestId('share-preview')).toHaveAttribute(
    'poster',
    new RegExp(`/api/share/public/s/${slugs.clip}/thumbnail\\?grant=.+&size=large`),
  );
  await visitor.close();
});

test('a shared photo and video hold their place on the page before their bytes arrive', async ({
  browser,
  request,
}) => {
  const photo = await uploadFile(request, token, {
    path: join(FIXTURES, 'fixture.jpg'),
    title: 'Harbour photo',
    mimeType: 'image/jpeg',
  });
  await waitUntilProcessed(request, token, [photo]);
  const visitor = await anonymousContext(browser);
  const page = await visitor.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [name, id] of [
    ['photo', photo],
    ['video', ids.clip],
  ] as const) {
    // The preview's bytes are held back until the place it holds on the page has been measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.endsWith('/preview'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`/s/${await shareOf(request, id)}`);
    const preview = page.getByTestId('share-preview');
    await expect(preview).toBeAttached();
    const before = (await preview.boundingBox())!;
    expect(before.height, name).toBeGreaterThan(40);
    release();
    await expect
      .poll(() =>
        preview.evaluate((el) =>
          el instanceof HTMLImageElement
            ? el.complete && el.naturalWidth > 0
            : (el as HTMLVideoElement).readyState >= 1,
        ),
      )
      .toBe(true);
    const after = (await preview.boundingBox())!;
    expect([name, Math.round(after.width), Math.round(after.height)]).toEqual([
      name,
      Math.round(before.width),
      Math.round(before.height),
    ]);
    await page.unrouteAll();
  }
  await snap(page, 'public-preview-held-place-390', { fullPage: false });
  await visitor.close();
});

test("a shared photo and video are on the page before its script, where the script's page then shows them", async ({
  browser,
  request,
}) => {
  const photo = await uploadFile(request, token, {
    path: join(FIXTURES, 'fixture.jpg'),
    title: 'Early photo',
    mimeType: 'image/jpeg',
  });
  await waitUntilProcessed(request, token, [photo]);
  const visitor = await anonymousContext(browser);
  const page = await visitor.newPage();
  for (const [name, id, viewport] of [
    ['photo on a phone', photo, { width: 390, height: 844 }],
    ['photo on a wide screen', photo, { width: 1440, height: 900 }],
    ['video on a phone', ids.clip, { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    const share = await shareWithId(request, id);
    // The page's script, then the preview's own bytes, are held back: the server's page is measured first.
    const holdBack = async (match: (url: URL) => boolean) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(match, async (route) => {
        await held;
        await route.continue();
      });
      return () => release();
    };
    const releaseScript = await holdBack(
      (url) => url.pathname.startsWith('/public/assets/') && url.pathname.endsWith('.js'),
    );
    const releasePreview = await holdBack((url) => url.pathname.endsWith('/preview'));
    // The page asks for its script only once the server's picture is in.
    const order: string[] = [];
    const onRequest = (req: Request) => {
      const path = new URL(req.url()).pathname;
      if (path.startsWith('/public/assets/') && path.endsWith('.js')) order.push('script asked for');
    };
    const onFinished = (req: Request) => {
      if (new URL(req.url()).pathname.endsWith('/thumbnail')) order.push('picture in');
    };
    page.on('request', onRequest);
    page.on('requestfinished', onFinished);
    await page.goto(`/s/${share.slug}`, { waitUntil: 'commit' });
    const drawn = page.locator('#share-frame img');
    await expect
      .poll(() => drawn.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { message: name })
      .toBe(true);
    const thumbnail = (await drawn.getAttribute('src')) ?? '';
    expect(thumbnail, name).toMatch(/\/thumbnail\?size=medium&grant=\d+\.t\./);
    const before = (await drawn.boundingBox())!;
    await expect.poll(() => order.slice(0, 2), { message: name }).toEqual(['picture in', 'script asked for']);
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
    if (name === 'photo on a phone') await snap(page, 'public-share-before-script-390', { fullPage: false });
    releaseScript();
    // The script's page takes the server's place, and shows its picture until the preview's own bytes are in.
    const preview = page.getByTestId('share-preview');
    await expect(preview).toBeVisible();
    await expect(page.locator('#share-frame'), name).toHaveCount(0);
    expect(await preview.evaluate((el) => getComputedStyle(el).backgroundImage), name).toContain(thumbnail);
    const box = (b: { x: number; y: number; width: number; height: number }) =>
      [b.x, b.y, b.width, b.height].map(Math.round);
    expect([name, ...box((await preview.boundingBox())!)]).toEqual([name, ...box(before)]);
    releasePreview();
    if (name !== 'video on a phone') {
      // A picture's own bytes replace what stood behind it (a transparent picture shows no thumbnail through).
      await expect
        .poll(() => preview.evaluate((el) => getComputedStyle(el).backgroundImage), { message: name })
        .toBe('none');
      expect([name, ...box((await preview.boundingBox())!)]).toEqual([name, ...box(before)]);
    }
    if (name === 'photo on a wide screen') await snap(page, 'public-share-after-script-1440', { fullPage: false });
    // The visit paid one view: the server's page costs none, the script's data call one.
    const views = await request.get(`/api/share/${share.id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await views.json()).data.share.currentViews, name).toBe(1);
    await page.unrouteAll();
  }
  await visitor.close();
});

test('a page the server drew still gets its script when the picture it shows does not arrive', async ({
  browser,
  request,
}) => {
  const share = await shareWithId(request, ids.clip);
  const visitor = await anonymousContext(browser);
  const page = await visitor.newPage();
  // The frame's thumbnail never comes: the page asks for its script all the same, and the visitor gets the file.
  await page.route(
    (url) => url.pathname.endsWith('/thumbnail'),
    () => new Promise<void>(() => {}),
  );
  await page.goto(`/s/${share.slug}`, { waitUntil: 'commit' });
  await expect(page.locator('#share-frame img')).toHaveCount(1);
  await expect(page.getByTestId('share-preview')).toBeVisible();
  await expect(page.locator('#share-frame')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
  await visitor.close();
});

/**
 * A visitor of the MKV's share whose page data says its copy is still being made, as for one who came early (with
 * `media` over what the server says).
 */
async function visitEarly(browser: Browser, request: APIRequestContext, media: Record<string, unknown>) {
  const slug = await shareOf(request, ids.mkv);
  const visitor = await anonymousContext(browser);
  const page = await visitor.newPage();
  await page.route(new RegExp(`/api/share/public/s/${slug}(\\?.*)?$`), async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { media: Record<string, unknown> } };
    body.data.media = { ...body.data.media, previewState: 'pending', ...media };
    await route.fulfill({ response, json: body });
  });
  return { slug, visitor, page };
}

test('the public page shows a video copy that becomes ready after it loaded, without a reload', async ({
  browser,
  request,
}) => {
  // The copy itself is ready. The file is said to be an MP4, as one holding HEVC is: the copy's type is then no sign
  // that it is ready.
  const { slug, visitor, page } = await visitEarly(browser, request, {
    mimeType: 'video/mp4',
    previewMimeType: 'video/mp4',
  });
  // The first look finds the copy not ready yet (409), the next one finds it.
  let looks = 0;
  await page.route(new RegExp(`/api/share/public/s/${slug}/preview`), async (route) => {
    if (route.request().method() === 'HEAD' && looks++ === 0) return route.fulfill({ status: 409 });
    return route.continue();
  });
  const pageLoads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/share/public/s/${slug}`) pageLoads.push(r.method());
  });
  await page.goto(`/s/${slug}`);
  await expect(page.getByText('Preparing video...')).toBeVisible();
  // Asked again for free (HEAD of the preview with the grant), the page switches to the copy by itself.
  const video = page.getByTestId('share-preview');
  await expect(video).toHaveAttribute('src', new RegExp(`/api/share/public/s/${slug}/preview\\?grant=`), {
    timeout: 15_000,
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThan(0);
  expect(looks).toBeGreaterThanOrEqual(2);
  expect(pageLoads).toEqual(['GET']); // one view, no reload
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await visitor.close();
});

test('the public page stops waiting for a copy that could not be made, and shows the poster', async ({
  browser,
  request,
}) => {
  const { slug, visitor, page } = await visitEarly(browser, request, { previewMimeType: 'video/matroska' });
  // The copy failed meanwhile: the preview cannot show the MKV itself (415).
  let looks = 0;
  await page.route(new RegExp(`/api/share/public/s/${slug}/preview`), async (route) => {
    looks++;
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the page shows "Preparing" while it looks
    return route.fulfill({ status: 415 });
  });
  await page.goto(`/s/${slug}`);
  await expect(page.getByText('Preparing video...')).toBeVisible();
  await expect(page.getByText('Preparing video...')).toBeHidden({ timeout: 15_000 });
  // Its thumbnail, as for any file the page cannot show.
  await expect(page.getByRole('img', { name: 'Mkv clip' })).toBeVisible();
  await page.waitForTimeout(6000); // longer than a look's interval: no further look
  expect(looks).toBe(1);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await visitor.close();
});

test('the public page of a PDF shared without location and camera data says why it is withheld, and offers no bytes', async ({
  browser,
  request,
}) => {
  const pdf = await uploadFile(request, token, {
    path: join(FIXTURES, 'fixture.pdf'),
    title: 'Withheld manual',
    mimeType: 'application/pdf',
  });
  // The option on for a type whose metadata cannot be removed: every byte route answers 422.
  const res = await request.post('/api/share', {
    headers: { Authorization: `Bearer ${token}` },
    data: { mediaFileId: pdf, stripMetadata: true, allowEmbedding: true },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { slug } = ((await res.json()) as { data: { share: { slug: string } } }).data.share;
  const visitor = await anonymousContext(browser);
  const page = await visitor.newPage();
  const byteRequests: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('/preview') || path.endsWith('/download') || path.startsWith('/r/')) byteRequests.push(path);
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/s/${slug}`);
  await expect(page.getByTestId('share-withheld')).toContainText(
    'The owner asked to share this file without its location and camera data, which cannot be removed from this type of file, so it cannot be shown or downloaded here.',
  );
  await expect(page.getByTestId('document-preview')).toHaveCount(0);
  const download = page.getByRole('button', { name: 'Download' });
  await expect(download).toBeDisabled();
  await expect(download).toHaveAccessibleDescription(
    'Download unavailable: location and camera data cannot be removed from this type of file.',
  );
  // No link to bytes the server refuses: neither the raw link nor the embed codes.
  await expect(page.getByRole('button', { name: 'Copy Raw Link' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Embed' })).toHaveCount(0);
  await snap(page, 'public-withheld-desktop', { fullPage: false });

  await page.setViewportSize({ width: 390, height: 844 });
  await expectWithinScreen(page, 'public withheld page');
  await snap(page, 'public-withheld-phone');

  // The embedded page says the same in its frame.
  await page.goto(`/s/${slug}?embed=true`);
  await expect(page.getByTestId('share-withheld')).toBeVisible();
  await expect(page.getByTestId('document-preview')).toHaveCount(0);
  expect(byteRequests).toEqual([]);
  await visitor.close();
});

test("a video's raw link plays in another site's page after the share's downloads are used up: a player's view", async ({
  browser,
  request,
}) => {
  const res = await request.post('/api/share', {
    headers: { Authorization: `Bearer ${token}` },
    data: { mediaFileId: ids.clip, maxDownloads: 1, allowEmbedding: true, stripMetadata: false },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { slug } = ((await res.json()) as { data: { share: { slug: string } } }).data.share;
  const raw = `${BASE_URL}/r/${slug}`;
  expect((await request.get(raw)).status()).toBe(200); // the one download
  expect((await request.get(raw)).status()).toBe(410);

  const visitor = await anonymousContext(browser);
  const page = await visitor.newPage();
  const ranges: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(raw)) ranges.push(req.headers().range ?? 'none');
  });
  await page.setContent(`<video id="clip" src="${raw}" muted playsinline></video>`);
  const outcome = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const video = document.getElementById('clip') as HTMLVideoElement;
        video.onended = () => resolve('ended');
        video.onerror = () => resolve(`error ${video.error?.code ?? ''}`);
        video.play().catch((error: unknown) => resolve(`not played: ${String(error)}`));
      }),
  );
  expect(outcome).toBe('ended');
  expect(ranges[0]).toBe('bytes=0-');
  await visitor.close();
});

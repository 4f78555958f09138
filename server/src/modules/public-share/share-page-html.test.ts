import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSharePageHtml } from './share-page-html.ts';

const INDEX = '<html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>';
const PUBLIC = '<html><head><script type="module" src="/public/assets/public-share.js"></script></head></html>';

describe('the share page HTML', () => {
  const dist = mkdtempSync(join(tmpdir(), 'vaultbox-share-page-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('is null without a web build', () => {
    expect(readSharePageHtml(dist)).toBeNull();
  });

  it("is the app's index.html without the public share page's build", () => {
    writeFileSync(join(dist, 'index.html'), INDEX);
    expect(readSharePageHtml(dist)).toEqual({ html: INDEX, ownPage: false });
  });

  it("is the public share page's own build when there is one", () => {
    mkdirSync(join(dist, 'public'), { recursive: true });
    writeFileSync(join(dist, 'public', 'public-share.html'), PUBLIC);
    expect(readSharePageHtml(dist)).toEqual({ html: PUBLIC, ownPage: true });
  });
});

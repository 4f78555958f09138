import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { focusFirstErrorOnSubmit } from '../lib/focus-first-error.ts';
import { languageReady } from '../lib/i18n.ts';
import { reloadOnStaleChunk } from '../lib/reload-on-stale-chunk.ts';
import { initTheme } from '../lib/theme.ts';

/**
 * What each page's entry (the app's, the public share page's) does first: the theme, focus on a form's first error,
 * a reload when a release replaced a file the page asks for; then `page` is drawn into #root once the UI language's
 * texts are in (at once in English), so that no screen flashes in English first.
 */
export function startPage(page: ReactNode): void {
  initTheme();
  focusFirstErrorOnSubmit();
  reloadOnStaleChunk();
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  void languageReady.then(() => createRoot(root).render(<StrictMode>{page}</StrictMode>));
}

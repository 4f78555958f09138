import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from './lib/i18n.ts';
import './index.css';
import { focusFirstErrorOnSubmit } from './lib/focus-first-error.ts';
import { initTheme } from './lib/theme.ts';
import { App } from './app/app.tsx';

const RELOADED_AT_KEY = 'reloaded-for-new-release-at';

initTheme();
focusFirstErrorOnSubmit();

// Each screen's code loads on first visit (app/router.tsx). A tab opened before a new release asks for files the
// release replaced: it loads the page again, new files and all, at most once a minute, so a broken file cannot loop.
window.addEventListener('vite:preloadError', (event) => {
  try {
    if (Date.now() - Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0) < 60_000) return;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    // No storage (a frame whose storage the browser blocks): nothing would stop a loop, so no reload.
    return;
  }
  event.preventDefault();
  window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// Drawn once the UI language's texts are in (at once in English), so that no screen flashes in English first.
void languageReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

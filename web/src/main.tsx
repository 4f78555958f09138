import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from './lib/i18n.ts';
import './index.css';
import { focusFirstErrorOnSubmit } from './lib/focus-first-error.ts';
import { initTheme } from './lib/theme.ts';
import { reloadOnStaleChunk } from './lib/reload-on-stale-chunk.ts';
import { App } from './app/app.tsx';

initTheme();
focusFirstErrorOnSubmit();
// Each screen's code loads on first visit (app/router.tsx).
reloadOnStaleChunk();

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

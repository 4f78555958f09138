// The public share page, /s/{slug}, as its own small build (web/vite.public.config.ts: Preact for React, no React
// Router, the share page's texts only): the page most people see loads only what it needs (docs/performance.md, Public
// share page: weight and Lighthouse). The same screen also runs inside the app (app/router.tsx, s/:slug).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from './lib/i18n.ts';
import './index.css';
import { focusFirstErrorOnSubmit } from './lib/focus-first-error.ts';
import { initTheme } from './lib/theme.ts';
import { reloadOnStaleChunk } from './lib/reload-on-stale-chunk.ts';
import { Providers } from './app/providers.tsx';
import { SystemNotices } from './app/system-notices.tsx';
import { PublicShareScreen } from './features/public-share/public-share-screen.tsx';

initTheme();
focusFirstErrorOnSubmit();
// Another language's texts load on first use.
reloadOnStaleChunk();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
void languageReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <PublicShareScreen />
        <SystemNotices />
      </Providers>
    </StrictMode>,
  ),
);

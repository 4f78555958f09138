// The public share page, /s/{slug}, as its own small build (web/vite.public.config.ts: Preact for React, no React
// Router, the share page's texts only): the page most people see loads only what it needs (docs/performance.md, Public
// share page: weight and Lighthouse). The same screen also runs inside the app (app/router.tsx, s/:slug).
import './index.css';
import { Providers } from './app/providers.tsx';
import { startPage } from './app/start-page.tsx';
import { SystemNotices } from './app/system-notices.tsx';
import { PublicShareScreen } from './features/public-share/public-share-screen.tsx';

// Another language's texts load on first use.
startPage(
  <Providers>
    <PublicShareScreen />
    <SystemNotices />
  </Providers>,
);

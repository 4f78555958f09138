import './index.css';
import { App } from './app/app.tsx';
import { startPage } from './app/start-page.tsx';
import { startStoredSessionCheck } from './lib/stored-session-check.ts';

// A stored session's check travels while the first screen's code loads; each screen's code loads on first visit
// (app/router.tsx).
startStoredSessionCheck();
startPage(<App />);

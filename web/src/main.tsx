import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n.ts';
import './index.css';
import { focusFirstErrorOnSubmit } from './lib/focus-first-error.ts';
import { initTheme } from './lib/theme.ts';
import { App } from './app/app.tsx';

initTheme();
focusFirstErrorOnSubmit();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

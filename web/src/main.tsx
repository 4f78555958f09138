import './index.css';
import { App } from './app/app.tsx';
import { startPage } from './app/start-page.tsx';

// Each screen's code loads on first visit (app/router.tsx).
startPage(<App />);

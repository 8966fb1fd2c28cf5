import '@/styles/globals.css';
import { mountApp } from '@/lib/mount-app';
import { App } from './app';

// No scroll anchoring in the panel: a dashboard tab shown for the first time starts at the tabs,
// not where the browser's anchor in the tab just hidden would carry it (loading a page more).
document.documentElement.style.overflowAnchor = 'none';
mountApp(<App />);

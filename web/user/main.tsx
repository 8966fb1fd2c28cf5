import '@/styles/globals.css';
import { mountApp } from '@/lib/mount-app';
import { App } from './app';
import { registerServiceWorker } from './pwa/service-worker';

mountApp(<App />);
registerServiceWorker();

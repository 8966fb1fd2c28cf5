import '@/styles/globals.css';
import { mountApp } from '@/lib/mount-app';
import { App } from './app';

mountApp(<App />);

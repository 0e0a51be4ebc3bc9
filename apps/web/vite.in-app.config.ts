import { defineConfig } from 'vite';
import { inAppBuild } from './vite.config.ts';

/** The in-app screens' browser build, run after the site's into the same folder (`inAppBuild`, vite.config.ts). */
export default defineConfig(inAppBuild);

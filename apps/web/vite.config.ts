import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': srcDir } },
  build: {
    // scripts/budget.mjs reads the manifest to measure what each screen loads before its first render.
    manifest: true,
    target: 'es2020',
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});

import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { apiPlugin } from './plugins/api/vite-plugin.ts';
import { contentPlugin } from './plugins/content/vite-plugin.ts';
import { searchPlugin } from './plugins/search/vite-plugin.ts';

export default defineConfig({
  plugins: [contentPlugin(), apiPlugin(), searchPlugin(), reactRouter()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  // The rc-component packages' ESM builds cannot be loaded by Node as published.
  ssr: { noExternal: [/^@rc-component\//, /^rc-/] },
});

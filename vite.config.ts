import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { apiPlugin } from './plugins/api/vite-plugin.ts';
import { contentPlugin } from './plugins/content/vite-plugin.ts';
import { searchPlugin } from './plugins/search/vite-plugin.ts';
import { BASE_PATH } from './plugins/deploy/env.ts';
import { seoPlugin } from './plugins/seo/vite-plugin.ts';

export default defineConfig({
  // The path the site is served under: BASE_PATH, '/' by default.
  base: BASE_PATH,
  plugins: [contentPlugin(), apiPlugin(), searchPlugin(), seoPlugin(), reactRouter()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  // The rc-component packages' ESM builds cannot be loaded by Node as published.
  ssr: { noExternal: [/^@rc-component\//, /^rc-/] },
});

/**
 * The dev server's pages: any address Vite does not serve itself whose last segment has no file extension is answered
 * with the site's document (engine/app/document.ts) around an empty root and the client entry, which renders the page in
 * the browser (the router shows the 404 page for an unknown one). Nothing is prerendered, so a request loads one
 * page's modules, not every page's. The build's pages are engine/scripts/prerender.ts's.
 */
import type { Plugin } from 'vite';
import { localeOfPath } from '../../core/locale.ts';

/** engine/app/document.ts's `documentHtml`, as far as this plugin uses it (the app is not imported here, only served). */
type DocumentHtml = (parts: { locale: string; head: string; styles: string; app: string; scripts: string }) => string;

export function devShellPlugin(): Plugin {
  return {
    name: 'docs-engine:dev-shell',
    apply: 'serve',
    configureServer(server) {
      // After Vite's own middlewares: modules, files of public/ and Vite's client are theirs.
      return () =>
        server.middlewares.use((req, res, next) => {
          const url = req.url ?? '/';
          const { pathname } = new URL(url, 'http://dev.invalid');
          if (req.method !== 'GET' || /\.\w+$/.test(pathname)) return next();
          server
            .ssrLoadModule('/engine/app/document.ts')
            .then(async ({ documentHtml }) => {
              const html = (documentHtml as DocumentHtml)({
                locale: localeOfPath(pathname),
                head: '',
                styles: '',
                app: '',
                scripts: `<script type="module" src="${server.config.base}engine/app/entry.client.tsx"></script>`,
              });
              res.setHeader('Content-Type', 'text/html');
              res.end(await server.transformIndexHtml(url, html));
            })
            .catch(next);
        });
    },
  };
}

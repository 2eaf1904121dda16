/**
 * The site's routes, from its content files and configured languages: every page, the playground in each language
 * and one 404 route inside the doc layout; one standalone page per demo beside it. Pure: the content plugin turns
 * this into the app's route table (`virtual:routes`), whose paths the prerender turns into the addresses it writes.
 */
import { PLAYGROUND_PATH, standaloneDemoPath } from './demo-paths.ts';
import { SITE_LOCALES, type LocaleRules } from './locale.ts';

export interface RouteEntry {
  /** React Router's path: no leading slash, '' for the root. */
  path: string;
  /** The route module, relative to the project ('docs/demo/simple.md', 'engine/app/routes/playground.tsx'). */
  file: string;
  id: string;
}

export interface ContentRoute {
  /** The page's address ('/', '/zh-CN/demo/simple'). */
  url: string;
  /** The markdown file, relative to docs/. */
  rel: string;
  routeId: string;
}

const routePath = (url: string) => url.slice(1);

/** The id of the route that renders every address without a page: the 404 page. */
export const NOT_FOUND_ROUTE = 'not-found';

/** `docsFolder` is where the site's content files are, relative to the project: `docs` for the project's own site. */
export function siteRoutes(
  docs: readonly ContentRoute[],
  demoIds: readonly string[],
  rules: LocaleRules<string> = SITE_LOCALES,
  docsFolder = 'docs',
): { layout: RouteEntry[]; demos: RouteEntry[] } {
  return {
    layout: [
      ...docs.map((doc) => ({ path: routePath(doc.url), file: `${docsFolder}/${doc.rel}`, id: doc.routeId })),
      ...rules.ids.map((locale) => ({
        path: routePath(rules.localizePath(PLAYGROUND_PATH, locale)),
        file: 'engine/app/routes/playground.tsx',
        id: `playground:${locale}`,
      })),
      // One 404 route for every language, so each language's 404 page hydrates at any missing address.
      { path: '*', file: 'engine/app/routes/not-found.tsx', id: NOT_FOUND_ROUTE },
    ],
    // One route per demo, so an unknown id is the 404 page on the client as it is on the host.
    demos: demoIds.map((id) => ({
      path: routePath(standaloneDemoPath(id, rules.defaultLocale, rules)),
      file: 'engine/app/routes/standalone-demo.tsx',
      id: `demo:${id}`,
    })),
  };
}

/** The 404 page of a language: '/404', '/zh-CN/404' (prerendered as 404.html in its language's folder). */
export const notFoundPath = (locale: string, rules: LocaleRules<string> = SITE_LOCALES) =>
  rules.localizePath('/404', locale);

/**
 * Every address to prerender, from the paths of the route table's routes (siteRoutes), so a host without rewrite
 * rules has a file for every address the site links to: each content page, each standalone demo page, the
 * playground and the 404 page in each language.
 */
export function prerenderPaths(routePaths: readonly string[], rules: LocaleRules<string> = SITE_LOCALES): string[] {
  // Every route's own address (the 404 route matches any other), then each language's 404 page.
  return [
    ...routePaths.filter((path) => path !== '*').map((path) => `/${path}`),
    ...rules.ids.map((locale) => notFoundPath(locale, rules)),
  ];
}

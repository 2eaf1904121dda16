/**
 * The HTML document around the app, the same for every page: the head's fixed tags, its Content-Security-Policy (the
 * built pages'), the colour start-up script (run before the body is parsed, so the first paint has the visitor's
 * colours) and the wait for a first element, then the page's own head tags and stylesheets; in the body, the address
 * fix (run before any module script), the no-script notice, the app's root element and the scripts that start it.
 * The prerender fills it with each page; the dev server with an empty root, which the browser renders.
 */
import siteData from 'virtual:site-data';
import { translate } from '../core/messages';
import { htmlLang } from '../core/locale';
import type { LocaleId } from '../core/types';
import { ADDRESS_FIX_SCRIPT, QUERY_FLAG_SCRIPT } from './site/address-fix';
import { colorStartupScript } from './site/color';
import { siteHref } from './site/href';
import { START_SCRIPT, startFilesHtml, type StartFiles } from '../core/start-script';

export interface DocumentParts {
  locale: LocaleId;
  /** The page's title and head tags (engine/app/site/head.ts, headHtml). */
  head: string;
  /** The page's stylesheets: `<style>` and `<link>` elements. */
  styles: string;
  /** The app's HTML; empty when the browser renders it. */
  app: string;
  /** The address of the route-files list (engine/core/route-files.ts); none in the dev server. */
  routeFiles?: string;
  /** A built page's start: the chunks it hydrates with and its entry, loaded after its first paint. */
  start?: StartFiles;
  /** Other scripts at the end of the body (the dev server's entry). */
  scripts?: string;
  /** The id of an element the first frame waits for; none: the page is drawn as its HTML arrives. */
  firstPaintAfter?: string;
}

/**
 * The page's HTML. `policy` makes a Content-Security-Policy from the exact text of every inline script the document
 * runs (engine/scripts/csp.ts); it goes first in the head, before any script.
 */
export function documentHtml(parts: DocumentParts, policy?: (inlineScripts: readonly string[]) => string): string {
  const head = [colorStartupScript(siteData.themeConfig.prefersColor.default), QUERY_FLAG_SCRIPT];
  const body = [ADDRESS_FIX_SCRIPT, ...(parts.start ? [START_SCRIPT] : [])];
  const script = (text: string) => `<script>${text}</script>`;
  const root = [
    'id="root"',
    ...(parts.app ? ['data-prerendered=""'] : []),
    ...(parts.routeFiles ? [`data-route-files="${parts.routeFiles}"`] : []),
  ].join(' ');
  return [
    `<!DOCTYPE html><html lang="${htmlLang(parts.locale)}"><head>`,
    '<meta charset="utf-8">',
    ...(policy ? [`<meta http-equiv="Content-Security-Policy" content="${policy([...head, ...body])}">`] : []),
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    `<link rel="icon" href="${siteHref('/favicon.svg')}" type="image/svg+xml">`,
    ...head.map(script),
    // Until the parser has reached that element, the page is not drawn (a browser without `rel="expect"` draws it as
    // it arrives); what follows it is drawn as it arrives.
    ...(parts.firstPaintAfter ? [`<link rel="expect" href="#${parts.firstPaintAfter}" blocking="render">`] : []),
    parts.head,
    parts.styles,
    '</head><body>',
    script(body[0]),
    `<noscript><p class="noscript">${translate(parts.locale, 'noscript')}</p></noscript>`,
    `<div ${root}>${parts.app}</div>`,
    ...(parts.start ? [startFilesHtml(parts.start), `<script type="module">${START_SCRIPT}</script>`] : []),
    parts.scripts ?? '',
    '</body></html>',
  ].join('');
}

/**
 * A page made ready before the click: once a link's page is loaded on intent (engine/app/site/router/Link.tsx), the doc layout
 * renders it beside the current page, mounted, laid out and hidden (no height, not visible), so that a click on the
 * link only shows it: the browser has its layout, the table library has measured it, its effects have run. One page
 * is prepared at a time: the last one a visitor showed intent for.
 */
import { useMatches } from 'react-router';
import { createContext, startTransition, use, useEffect, useState, type ComponentType } from 'react';
import { isContentRoute } from '../../../core/content-files';
import { loadRouteModule, routeFilesOf, routeIdsOf, routeModule } from './site-router';

interface ContentPage {
  /** The route's id. */
  id: string;
  Page: ComponentType;
}

let prepared: ContentPage | null = null;
const listeners = new Set<() => void>();

/**
 * A content page's component (its route's component, the module's default export), once loaded: the doc layout
 * draws it itself rather than through its outlet, so that a prepared page is the same element once shown. Null for
 * another route (the playground, a 404), which the outlet draws.
 */
export function contentPage(id: string): ContentPage | null {
  const module = isContentRoute(id) ? routeModule(id) : undefined;
  return module ? { id, Page: module.default } : null;
}

/**
 * A stylesheet of the page in the document, applied at once: the prepared page is laid out with it, and the
 * bundler's loader, which waits for a route's stylesheets when the router imports its module, finds it loaded.
 * Applying it early changes nothing else: a page's own stylesheet styles only its demos (tests/rules/demo-css.test.ts).
 */
function addStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.onload = link.onerror = () => resolve();
    link.setAttribute('href', href);
    document.head.append(link);
  });
}

/**
 * Prepares the page at `to`, whose files are loaded (navigation-guard.ts, loadPage): runs its route modules (the
 * router finds them loaded on the click), adds its stylesheets, and has the doc layout render it hidden. Not a content page (the playground, a 404): nothing to render beforehand.
 */
export async function preparePage(to: string): Promise<void> {
  const ids = routeIdsOf(to);
  for (const id of ids) {
    await loadRouteModule(id);
    await Promise.all((routeFilesOf(id)?.css ?? []).map(addStylesheet));
  }
  const leaf = ids.at(-1);
  const page = leaf ? contentPage(leaf) : null;
  if (!page || page.id === prepared?.id) return;
  prepared = page;
  for (const listener of listeners) listener();
}

/**
 * The content pages the doc layout renders: the current one, shown, then the prepared one, hidden (none of either
 * when the address is not a content page's: the layout renders React Router's outlet). The prepared page renders
 * in a transition: its render gives way to the visitor's input.
 */
export function useContentPages(): (ContentPage & { shown: boolean })[] {
  const leaf = useMatches().at(-1);
  const [next, setNext] = useState<ContentPage | null>(null);
  useEffect(() => {
    const listener = () => startTransition(() => setNext(prepared));
    listeners.add(listener);
    listener();
    return () => void listeners.delete(listener);
  }, []);
  const current = leaf ? contentPage(leaf.id) : null;
  if (!current) return [];
  return [{ ...current, shown: true }, ...(next && next.id !== current.id ? [{ ...next, shown: false }] : [])];
}

/** Whether the page around is the one shown (false while it is prepared). */
export const PageShownContext = createContext(true);

/**
 * Whether the page around is shown. Effects that act on the document (the address's anchor, the window's scroll)
 * wait for it: a prepared page's effects run while another page is shown.
 */
export const usePageShown = () => use(PageShownContext);

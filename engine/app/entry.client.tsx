/**
 * The browser's start: the routes of the address are loaded first, so the router's first render is the page the
 * HTML holds and hydration matches it; then React hydrates the prerendered root (or, in the dev server, renders the
 * empty one). Every other route loads when a navigation needs it; the list of their files follows at an idle moment.
 */
import { createElement, startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import App, { ErrorBoundary } from './root';
import { BASE_PATH, sitePath } from './site/href';
import { whenIdle } from './site/idle-work';
import { loadRouteFiles, loadRoutesOf, routeObjects, setRouter } from './site/router/site-router';

async function start() {
  const container = document.getElementById('root')!;
  await loadRoutesOf(sitePath(location.pathname) ?? location.pathname);
  const router = createBrowserRouter(routeObjects({ id: 'root', Component: App, ErrorBoundary }), {
    basename: BASE_PATH,
  });
  setRouter(router);
  const app = createElement(StrictMode, null, createElement(RouterProvider, { router }));
  // In a transition: hydration yields to the browser between components instead of holding the main thread.
  if (container.hasAttribute('data-prerendered')) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  // The route-files list, so that the first click on a link does not wait for it (a failure is asked again then).
  whenIdle(() => void loadRouteFiles().catch(() => {}));
}

void start();

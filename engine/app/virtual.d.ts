/** Modules made by engine/pipeline/content/vite-plugin.ts at build time. */
declare module 'virtual:site-data' {
  const site: Omit<import('../core/types').SiteData, 'pages'>;
  export default site;
}

/** One language's page list for the layout (see engine/pipeline/content/vite-plugin.ts). */
declare module 'virtual:pages/*' {
  const pages: import('../core/types').LayoutPage[];
  export default pages;
}

/** Every language's page list, one after another: for the routes that serve every language (404, playground). */
declare module 'virtual:pages' {
  const pages: import('../core/types').LayoutPage[];
  export default pages;
}

declare module 'virtual:demos' {
  import type { ComponentType } from 'react';
  import type { DemoSourceFile } from '../core/types';
  export const demos: Record<
    string,
    {
      load: () => Promise<{ default: ComponentType }>;
      source: () => Promise<{ default: { id: string; files: DemoSourceFile[] } }>;
    }
  >;
}

/** Every demo's registry entry, by locale then id: for the client-only pages (~demos, ~playground). */
declare module 'virtual:demo-info' {
  const demos: Record<import('../core/types').LocaleId, Record<string, import('../core/types').DemoInfo>>;
  export default demos;
}

declare module 'virtual:editor-types' {
  /** Declaration and package.json files for the live editor's type checker, by path (`/node_modules/...`). */
  const files: Record<string, string>;
  export default files;
}

/** Made by engine/pipeline/content/routes-module.ts: the route table (engine/app/site/router/site-router.ts reads it). */
declare module 'virtual:routes' {
  // A content page's route has no id here (the router makes it from its path).
  const routes: (Omit<import('./site/router/site-router').RouteDef, 'id'> & { id?: string })[];
  export default routes;
}

/** The site's demo stylesheet (`demoStylesheet`), imported for its styles. */
declare module 'virtual:demo-stylesheet' {}

/** The site's demo stylesheet as text, and its file name. */
declare module 'virtual:demo-stylesheet-text' {
  const text: string;
  export default text;
  export const fileName: string;
}

/** Made from engine/core/live-modules.ts: a loader per package edited demo code may import. */
declare module 'virtual:live-modules' {
  export const MODULES: Record<string, () => Promise<unknown>>;
}

/** Made by engine/pipeline/content/plugins-module.ts: what the site's plugins give the browser. */
declare module 'virtual:site-plugins' {
  import type { ComponentType } from 'react';
  export const tags: Record<string, { Component?: ComponentType<Record<string, string>>; eager?: boolean }>;
  export const enhancers: {
    selector: string;
    load: () => Promise<(element: HTMLElement, page: HTMLElement) => () => void>;
  }[];
  /** The prerender's collectors of the styles a page makes while it renders (none in the browser). */
  export const styleCollectors: (() => Promise<
    () => {
      wrap: (page: import('react').ReactNode) => import('react').ReactNode;
      styles: () => string;
      done: () => void;
    }
  >)[];
  export const Inspector: ComponentType<{
    root: () => Element | null;
    locale: import('../core/types').LocaleId;
  }> | null;
}

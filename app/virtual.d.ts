/** Modules made by plugins/content/vite-plugin.ts at build time. */
declare module 'virtual:site-data' {
  const site: Omit<import('../core/types').SiteData, 'pages'>;
  export default site;
}

/** One language's page list for the layout (see plugins/content/vite-plugin.ts). */
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

/** Made by plugins/api/vite-plugin.ts: a loader per component id, each for its generated props table. */
declare module 'virtual:api' {
  export const apis: Record<string, () => Promise<{ default: import('../core/api-types').ApiDefinition }>>;
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

/** Made by plugins/content/upgrade-data.ts: the upgrade view's data (prop history, changelog entries, matrices). */
declare module 'virtual:upgrade' {
  const data: {
    history: import('../core/prop-history').PropHistory;
    changelog: Partial<Record<import('../core/types').LocaleId, import('../core/upgrade').ChangelogRelease[]>>;
    matrices: import('../core/upgrade').CompatibilityMatrix[];
    /** Table id -> prop name -> the anchor of its row on the home page. */
    rows: Record<string, Record<string, string>>;
    actions: import('../core/upgrade').UpgradeAction[];
    known: import('../core/version-input').KnownReleases;
    behaviour: import('../core/behaviour').BehaviourTable;
    /** The releases on the npm registry (facts/registry-facts.json). */
    published: string[];
  };
  export default data;
}

/** Made by plugins/content/vite-plugin.ts: the installed release's compatibility matrix (facts/compatibility/). */
declare module 'virtual:installed-matrix' {
  const matrix: import('../core/compatibility').MatrixFile;
  export default matrix;
}

/** Made by plugins/content/vite-plugin.ts: the installed release's styling parts (facts/styling-parts/). */
declare module 'virtual:installed-styling' {
  const facts: import('../core/styling-parts').StylingFacts;
  export default facts;
}

/** Made by plugins/content/routes-module.ts: the route table (app/site/router/site-router.ts reads it). */
declare module 'virtual:routes' {
  const routes: import('./site/router/site-router').RouteDef[];
  export default routes;
}

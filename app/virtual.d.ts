/** Modules made by plugins/content/vite-plugin.ts at build time. */
declare module 'virtual:site-data' {
  const site: Omit<import('./site/types').SiteData, 'pages'>;
  export default site;
}

/** One language's page list for the layout (see plugins/content/vite-plugin.ts). */
declare module 'virtual:pages/*' {
  const pages: import('./site/types').LayoutPage[];
  export default pages;
}

declare module 'virtual:demos' {
  import type { ComponentType } from 'react';
  import type { DemoSourceFile } from './site/types';
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
  export const apis: Record<string, () => Promise<{ default: import('../plugins/api/types').ApiDefinition }>>;
}

/** Every demo's registry entry, by locale then id: for the client-only pages (~demos, ~playground). */
declare module 'virtual:demo-info' {
  const demos: Record<import('./site/types').LocaleId, Record<string, import('./site/types').DemoInfo>>;
  export default demos;
}

/**
 * The packages edited demo code may import, each loaded on first use by a dynamic import: React, the table
 * library and the integration packages our demos use (engine/core/live-modules.ts names them; a unit test holds the two
 * lists equal). Reached only from the live runtime, which loads on demand.
 */

export type ModuleLoader = () => Promise<unknown>;

export const MODULES: Readonly<Record<string, ModuleLoader>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  '@rc-component/table': () => import('@rc-component/table'),
  '@rc-component/dropdown': () => import('@rc-component/dropdown'),
  '@rc-component/menu': () => import('@rc-component/menu'),
  '@rc-component/motion': () => import('@rc-component/motion'),
  '@rc-component/tooltip': () => import('@rc-component/tooltip'),
  'react-dnd': () => import('react-dnd'),
  'react-dnd-html5-backend': () => import('react-dnd-html5-backend'),
  'react-resizable': () => import('react-resizable'),
  'react-window': () => import('react-window'),
  'styled-components': () => import('styled-components'),
};

/**
 * The packages edited demo code may import: the live runtime has a loader for each (engine/app/live/module-loaders.ts), and
 * the editor's type checker has their types (engine/build/live/editor-types.ts).
 */
export const LIVE_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  '@rc-component/table',
  '@rc-component/dropdown',
  '@rc-component/menu',
  '@rc-component/motion',
  '@rc-component/tooltip',
  'react-dnd',
  'react-dnd-html5-backend',
  'react-resizable',
  'react-window',
  'styled-components',
] as const;

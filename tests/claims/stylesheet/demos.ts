/**
 * Every demo of the site (docs/examples/*.tsx) with its own stylesheet (the `.css` of the same name, if any), for the
 * geometry check: each is drawn under the package's stylesheet and under each preset's, its own sheet after either.
 */
import type { ComponentType } from 'react';

const modules = import.meta.glob<{ default: ComponentType }>('../../../docs/examples/*.tsx', { eager: true });
const sheets = import.meta.glob<string>('../../../docs/examples/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export interface Demo {
  Component: ComponentType;
  css: string;
}

/** The demos by file name without `.tsx`, in the order of their names. */
export const DEMOS: Record<string, Demo> = Object.fromEntries(
  Object.keys(modules)
    .sort()
    .map((file) => [
      file.slice(file.lastIndexOf('/') + 1, -'.tsx'.length),
      { Component: modules[file].default, css: sheets[file.replace(/\.tsx$/, '.css')] ?? '' },
    ]),
);

/**
 * Which packages edited demo code may import (the loaders are `virtual:live-modules`, kept apart so that a page's
 * first load has only these small pure functions). A demo may import only the ones in its own context.
 */

import { packageOf } from '../../core/package-of';

/** Every demo may use these, whatever it imports today: React, and the library the site is about. */
const BASE_PACKAGES = ['react', 'react-dom'];

export type ModuleLoader = () => Promise<unknown>;

export { packageOf };

/** The packages a demo may import: the base ones, its dependencies and the packages of its own imports. */
export function allowedPackages(
  context: readonly string[],
  dependencies: Readonly<Record<string, string>>,
  library: string,
): Set<string> {
  return new Set<string>([...BASE_PACKAGES, library, ...Object.keys(dependencies), ...context.map(packageOf)]);
}

/**
 * A module namespace from `import()` as CommonJS code expects it (sucrase's `imports` transform): named
 * exports as properties, `default` as the default export, and `__esModule` so no second wrapping happens.
 * A CommonJS package bundled to ESM has its exports on `default`; they are copied up too.
 */
export function asCommonJs(namespace: unknown): Record<string, unknown> {
  const ns = (namespace ?? {}) as Record<string, unknown>;
  const fallback = ns.default;
  const lifted =
    fallback && (typeof fallback === 'object' || typeof fallback === 'function') ? { ...(fallback as object) } : {};
  return { ...lifted, ...ns, __esModule: true };
}

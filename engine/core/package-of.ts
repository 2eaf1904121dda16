/** The package an import names: '@scope/pkg/sub' -> '@scope/pkg'; 'react/jsx-runtime' -> 'react'. Pure. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** '/demo/simple/' -> '/demo/simple'; null when the path needs no change (the root '/' keeps its slash). */
export function trailingSlashFix(pathname: string): string | null {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  return pathname.replace(/\/+$/, '') || '/';
}

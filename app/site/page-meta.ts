/** <title> and description for a page route. */
import siteData from 'virtual:site-data';
import type { PageMeta } from './types';

export function pageMeta(page: Pick<PageMeta, 'title' | 'description' | 'path'>) {
  const title = page.path === '' ? `${siteData.title} - ${page.title}` : `${page.title} - ${siteData.title}`;
  return [{ title }, ...(page.description ? [{ name: 'description', content: page.description }] : [])];
}

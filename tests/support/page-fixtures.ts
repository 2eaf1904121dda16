/** Page records for the nav and sidebar tests: a home, a changelog and a demo section in two groups, one page in Chinese. */
import type { PageMeta } from '../../engine/core/types';

export function page(url: string, extra: Partial<PageMeta> = {}): PageMeta {
  const zh = url.startsWith('/zh-CN');
  const path = url.replace(/^\/zh-CN/, '').replace(/^\//, '');
  const section = path.split('/')[0];
  return {
    path,
    url,
    locale: zh ? 'zh-CN' : 'en-US',
    title: path || 'Home',
    filename: `docs/${path || 'index'}.md`,
    toc: [],
    nav: {
      title: section || 'Home',
      path: (zh ? '/zh-CN' : '') + (section ? `/${section}` : '') || '/',
      order: section === 'demo' ? 1 : section === 'changelog' ? 2 : 0,
    },
    order: 0,
    demos: [],
    ...extra,
  };
}

export const pages = [
  page('/'),
  page('/changelog'),
  page('/demo'),
  page('/demo/simple', { title: 'Simple', order: 1, group: { key: 'basics', title: 'Basics', order: 1 } }),
  page('/demo/key', { title: 'Key', order: 2, group: { key: 'basics', title: 'Basics', order: 1 } }),
  page('/demo/virtual', { title: 'Virtual', order: 1, group: { key: 'virtual', title: 'Virtual', order: 6 } }),
  page('/demo/fixed', { title: 'Fixed', order: 1, group: { key: 'scroll', title: 'Scroll', order: 3 } }),
  page('/zh-CN/demo/simple', { title: '基本', group: { key: 'basics', title: '基础', order: 1 } }),
];

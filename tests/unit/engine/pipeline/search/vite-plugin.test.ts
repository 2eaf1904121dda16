/**
 * The search data of the site's own pages (engine/pipeline/search/vite-plugin.ts): the compatibility matrix's cells and the
 * styling page's parts are answers of their pages, in each language.
 */
import { describe, expect, it } from 'vitest';
import type { SearchData } from '../../../../../engine/core/search-data.ts';
import { searchFiles } from '../../../../../engine/pipeline/search/vite-plugin.ts';

const files = await searchFiles();
const data = (locale: 'en-US' | 'zh-CN') => JSON.parse(files[locale]) as SearchData;
const section = (locale: 'en-US' | 'zh-CN', url: string, id: string) =>
  data(locale)
    .pages.find((page) => page.url === url)
    ?.sections.find((entry) => entry.id === id);

describe('generated answers', () => {
  it('hold every cell of the matrix, with its features as parts and its verdict and note as text', () => {
    const cell = section('en-US', '/compatibility', 'cell-virtual-expandable');
    expect(cell?.parts).toEqual(['VirtualTable', 'Expandable rows']);
    expect(cell?.text).toMatch(/^Works with a fix\. Works with expandable\.columnWidth\./);
    expect(section('zh-CN', '/zh-CN/compatibility', 'cell-expandable-tree')?.text).toMatch(/^不可用。/);
    const answers = data('en-US')
      .pages.find((page) => page.url === '/compatibility')!
      .sections.filter((s) => s.parts);
    expect(answers.length).toBeGreaterThan(140);
  });

  it('hold every part of the styling page, found by its name and the words for styling', () => {
    const part = section('en-US', '/styling', 'part-header-cell');
    expect(part?.parts?.[0]).toBe('Header cell');
    expect(part?.parts?.[1]).toContain('classNames');
    expect(part?.text).toContain('rc-table-cell');
    expect(section('zh-CN', '/zh-CN/styling', 'part-header-cell')?.parts?.[1]).toContain('样式');
  });

  it('give no answers to a page without such a tag', () => {
    expect(
      data('en-US')
        .pages.find((page) => page.url === '/demo/simple')
        ?.sections.some((s) => s.parts),
    ).toBe(false);
  });
});

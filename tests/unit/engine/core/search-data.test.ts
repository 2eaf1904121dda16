/** The search data (engine/core/search-data.ts): generated entries become answers after the page's own sections. */
import { describe, expect, it } from 'vitest';
import { buildSearchData } from '../../../../engine/core/search-data.ts';
import type { PageIndexData } from '../../../../engine/core/types.ts';

const page: PageIndexData = {
  path: 'compatibility',
  url: '/compatibility',
  locale: 'en-US',
  title: 'Compatibility',
  filename: 'docs/compatibility.md',
  toc: [{ id: 'notes', title: 'Notes', depth: 2 }],
  nav: { title: 'Compatibility', path: '/compatibility', order: 4 },
  order: 0,
  demos: [],
  texts: [{ paragraphId: 0, tocIndex: 0, value: 'What the marks say.' }],
} as PageIndexData;

describe('search data', () => {
  it('puts a page’s generated entries after its sections, each an answer holding its parts and text', () => {
    const data = buildSearchData(
      'en-US',
      [{ page, entries: [{ id: 'cell-a-b', title: 'A + B', parts: ['A', 'B'], text: 'Works.' }] }],
      {},
    );
    const [only] = data.pages;
    expect(only.sections).toEqual([
      { id: 'notes', title: 'Notes' },
      { id: 'cell-a-b', title: 'A + B', parts: ['A', 'B'], text: 'Works.' },
    ]);
    // The entry's text is the answer's own, not a paragraph of a section.
    expect(only.texts).toEqual([[0, 'What the marks say.']]);
  });

  it('leaves a page without entries as its Markdown made it', () => {
    const [only] = buildSearchData('en-US', [{ page }], {}).pages;
    expect(only.sections).toEqual([{ id: 'notes', title: 'Notes' }]);
  });
});

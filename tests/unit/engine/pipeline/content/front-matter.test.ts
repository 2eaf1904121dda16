/** A page's front matter is checked against its schema; each problem names the file, the field and what was expected. */
import { describe, expect, it } from 'vitest';
import { readFrontMatter } from '../../../../../engine/pipeline/content/front-matter';

const GROUPS = ['basics', 'scroll'];
const read = (data: unknown) => readFrontMatter('docs/demo/x.md', data, GROUPS);
const problems = (data: unknown) => {
  try {
    read(data);
    return [];
  } catch (error) {
    return (error as Error).message.split('\n');
  }
};

describe('readFrontMatter', () => {
  it('takes every field a page uses, and no front matter at all', () => {
    const full = {
      title: 'Fixed',
      description: 'Columns that stay.',
      order: 2,
      group: 'scroll',
      keywords: ['fixed', 'sticky'],
      nav: { title: 'Demo', order: 1, hidden: true },
      hero: { title: 'rc-table', description: 'A table.', actions: [{ text: 'Start', link: '#install' }] },
    };
    expect(read(full)).toEqual(full);
    expect(read(null)).toEqual({});
    expect(read(undefined)).toEqual({});
  });

  it('names a misspelt field with the fields it could be', () => {
    expect(problems({ grop: 'basics' })).toEqual([
      'docs/demo/x.md: front matter "grop": no such field (known: title, description, order, group, keywords, nav, hero)',
    ]);
    expect(problems({ nav: { titel: 'Demo' } })).toEqual([
      'docs/demo/x.md: front matter "nav.titel": no such field (known: title, order, hidden)',
    ]);
    expect(problems({ hero: { title: 'a', description: 'b', actions: [{ text: 'c', href: '#' }] } })).toEqual([
      'docs/demo/x.md: front matter "hero.actions.0.link": missing (expected string)',
      'docs/demo/x.md: front matter "hero.actions.0.href": no such field (known: text, link)',
    ]);
  });

  it('names a value of the wrong type with the type expected, every problem at once', () => {
    expect(problems({ order: 'first', keywords: 'basic' })).toEqual([
      'docs/demo/x.md: front matter "order": expected number, received string',
      'docs/demo/x.md: front matter "keywords": expected array, received string',
    ]);
  });

  it('refuses a group the site does not configure, naming the ones it does', () => {
    expect(problems({ group: 'basic' })).toEqual([
      'docs/demo/x.md: front matter "group": unknown group "basic" (known: basics, scroll; see site.config.ts)',
    ]);
  });
});

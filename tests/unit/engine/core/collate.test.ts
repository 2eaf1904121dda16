/**
 * The reading order sorts the same in every language a machine or browser runs in (engine/core/collate.ts): the prerender
 * and a visitor's browser must put the sidebar's pages in one order, or the page fails to hydrate. The two Chinese
 * demo titles below tie on group and order; a collator that follows its engine's language sorts them by pinyin in
 * a Chinese one and by code point in an English one.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compareText } from '../../../../engine/core/collate';
import { readingOrder, type Ordered } from '../../../../engine/core/reading-order';

const HIDDEN = '隐藏分组内的列';
const JSX = '用 JSX 写列';
const tied = (title: string, url: string): Ordered => ({
  url,
  title,
  order: 3,
  nav: { path: '/zh-CN/demo', order: 1 },
  group: { key: 'columns', order: 2 },
});
const pages = [tied(HIDDEN, '/zh-CN/demo/grouping-columns-hidden'), tied(JSX, '/zh-CN/demo/jsx-columns')];

/** The reading order of the two pages as a Node process in that language and time zone sorts them. */
function orderIn(lang: string, tz: string): string[] {
  const script = [
    `import { readingOrder } from ${JSON.stringify(path.resolve('engine/core/reading-order.ts'))};`,
    `const pages = ${JSON.stringify(pages)};`,
    'console.log(JSON.stringify({ order: readingOrder(pages).map((p) => p.title), engine: new Intl.Collator().resolvedOptions().locale }));',
  ].join('\n');
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, LC_ALL: lang, LANG: lang, TZ: tz },
    encoding: 'utf8',
  });
  const { order, engine } = JSON.parse(out) as { order: string[]; engine: string };
  // The process really runs in that language: otherwise this test would prove nothing.
  expect(engine.slice(0, 2)).toBe(lang === 'C' ? 'en' : lang.slice(0, 2));
  return order;
}

describe('compareText', () => {
  it('puts the two tied Chinese titles in code point order, as an English engine would', () => {
    expect(readingOrder(pages).map((p) => p.title)).toEqual([JSX, HIDDEN]);
    expect(Math.sign(compareText(JSX, HIDDEN))).toBe(-1);
  });

  it('is not what a Chinese engine’s own collation gives, which is why it names its language', () => {
    expect(Math.sign(new Intl.Collator('zh-CN').compare(JSX, HIDDEN))).toBe(1);
  });

  it('gives the same reading order in a Chinese, a German and a C locale, whatever the time zone', () => {
    expect(orderIn('zh_CN.UTF-8', 'Asia/Shanghai')).toEqual([JSX, HIDDEN]);
    expect(orderIn('de_DE.UTF-8', 'Pacific/Kiritimati')).toEqual([JSX, HIDDEN]);
    expect(orderIn('C', 'America/Los_Angeles')).toEqual([JSX, HIDDEN]);
  });

  it('keeps English words in dictionary order, case and accents aside', () => {
    expect(['beta', 'Alpha', 'état', 'delta'].sort(compareText)).toEqual(['Alpha', 'beta', 'delta', 'état']);
  });
});

describe('compareText: the collator', () => {
  const Collator = Intl.Collator;
  let made = 0;
  beforeEach(() => {
    made = 0;
    // Counts the collators made, and compares as the real one does.
    Intl.Collator = class extends Collator {
      constructor(...args: ConstructorParameters<typeof Collator>) {
        super(...args);
        made++;
      }
    } as typeof Collator;
    vi.resetModules();
  });
  afterEach(() => {
    Intl.Collator = Collator;
  });

  it('is not made for equal texts, and made once however many texts it compares', async () => {
    const { compareText: fresh } = await import('../../../../engine/core/collate');
    expect(fresh('Alpha', 'Alpha')).toBe(0);
    expect(made).toBe(0);
    expect(Math.sign(fresh('Alpha', 'beta'))).toBe(-1);
    expect(Math.sign(fresh('beta', 'Alpha'))).toBe(1);
    expect(made).toBe(1);
  });
});

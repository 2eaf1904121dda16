/**
 * What the changelog says the library does today that only a browser shows (scrolling, hovering, clicking),
 * checked against the installed release: each test runs a small table of its own in the playground (a link with its
 * code, run with the visitor's "Run this code") and names the sentence it backs, as
 * `docs/changelog.md: "<a verbatim piece of that sentence>"`. The server-rendered checks are in
 * tests/claims/changelog.test.ts.
 */
import LZString from 'lz-string';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it, type Site } from '../support/fixtures.ts';

const SLOW = { timeout: 15_000 };

/**
 * Opens the playground with `code` as the demo and runs it. The code puts what the test needs on
 * `window.claims` (a table's ref, the calls of a callback) and renders an element with class `claims-ready`.
 */
async function run(site: Site, code: string): Promise<{ page: Page; errors: string[] }> {
  const files = { 'simple.tsx': code };
  const opened = await site.open(
    `/~playground?demo=simple#code=${LZString.compressToEncodedURIComponent(JSON.stringify(files))}`,
  );
  const notice = opened.page.locator('.playground-held[role="alert"]');
  await notice.waitFor(SLOW);
  await notice.getByRole('button', { name: 'Run this code' }).click();
  await opened.page.locator('.claims-ready').first().waitFor(SLOW);
  return opened;
}

/** Where a row sits in its scroll container, in pixels from the container's top and bottom edges. */
const rowPlace = (page: Page, container: string, key: number) =>
  page.evaluate(
    ([selector, rowKey]) => {
      const box = document.querySelector(selector as string)!.getBoundingClientRect();
      const row = document.querySelector(`${selector} [data-row-key="${rowKey}"]`)?.getBoundingClientRect();
      return row ? { top: Math.round(row.top - box.top), bottom: Math.round(box.bottom - row.bottom) } : undefined;
    },
    [container, key] as const,
  );

/** Calls the table ref's `scrollTo` with `config`, then waits until the row stops moving. */
async function scrollTo(page: Page, container: string, config: Record<string, unknown>, key: number) {
  await page.evaluate(
    (value) => (window as unknown as { claims: { scrollTo(c: unknown): void } }).claims.scrollTo(value),
    config,
  );
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await rowPlace(page, container, key));
      const settled = now === last && now !== undefined;
      last = now;
      return settled;
    }, SLOW)
    .toBe(true);
  return (await rowPlace(page, container, key))!;
}

const ROWS = `const data = Array.from({ length: 60 }, (_, i) => ({ key: i, name: 'Row ' + i }));
const columns = [{ title: 'Name', dataIndex: 'name', key: 'name', width: 200 }];`;

const TABLE = `import React, { useEffect, useRef } from 'react';
import Table from '@rc-component/table';
${ROWS}
export default function Demo() {
  const ref = useRef(null);
  useEffect(() => { window.claims = ref.current; }, []);
  return <div className="claims-ready"><Table ref={ref} columns={columns} data={data} scroll={{ y: 200 }} /></div>;
}
`;

const VIRTUAL = `import React, { useEffect, useRef } from 'react';
import { VirtualTable } from '@rc-component/table';
${ROWS}
export default function Demo() {
  const ref = useRef(null);
  useEffect(() => { window.claims = ref.current; }, []);
  return (
    <div className="claims-ready" style={{ width: 300 }}>
      <VirtualTable ref={ref} rowKey="key" columns={columns} data={data} scroll={{ x: 200, y: 200 }} />
    </div>
  );
}
`;

describe('scrollTo (1.10.0)', () => {
  const body = '.playground-preview .rc-table-body';

  it('docs/changelog.md: "`scrollTo({ index })` and `scrollTo({ key })` without `align` now scroll the row only as far as needed to show it (`\'nearest\'`)"', async ({
    site,
  }) => {
    const { page, errors } = await run(site, TABLE);
    // Below the view: the row comes up to the bottom edge, not to the top.
    const below = await scrollTo(page, body, { index: 30 }, 30);
    expect(below.bottom).toBeGreaterThanOrEqual(-1);
    expect(below.bottom).toBeLessThanOrEqual(1);
    expect(below.top).toBeGreaterThan(100);
    // By key, above the view: the row comes down to the top edge.
    const above = await scrollTo(page, body, { key: 5 }, 5);
    expect(Math.abs(above.top)).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });

  it('docs/changelog.md: "A row already in view no longer moves."', async ({ site }) => {
    const { page } = await run(site, TABLE);
    const before = (await rowPlace(page, body, 2))!;
    const after = await scrollTo(page, body, { index: 2 }, 2);
    expect(after).toEqual(before);
  });

  it('docs/changelog.md: "Pass `align: \'start\'` for the old placement."', async ({ site }) => {
    const { page } = await run(site, TABLE);
    const place = await scrollTo(page, body, { index: 30, align: 'start' }, 30);
    expect(Math.abs(place.top)).toBeLessThanOrEqual(1);
  });

  it('docs/changelog.md: "with `offset`, the offset is now added after the row is aligned, by scrolling the body that much further"', async ({
    site,
  }) => {
    const { page } = await run(site, TABLE);
    const start = await scrollTo(page, body, { index: 30, align: 'start', offset: 20 }, 30);
    expect(Math.abs(start.top + 20)).toBeLessThanOrEqual(1);
    await scrollTo(page, body, { top: 0 }, 0);
    const nearest = await scrollTo(page, body, { index: 30, offset: 20 }, 30);
    expect(Math.abs(nearest.bottom - 20)).toBeLessThanOrEqual(1);
  });

  it('docs/changelog.md: "where the target row should land"', async ({ site }) => {
    const { page } = await run(site, TABLE);
    const center = await scrollTo(page, body, { index: 30, align: 'center' }, 30);
    expect(Math.abs(center.top - center.bottom)).toBeLessThanOrEqual(2);
    const end = await scrollTo(page, body, { index: 10, align: 'end' }, 10);
    expect(Math.abs(end.bottom)).toBeLessThanOrEqual(1);
  });

  const holder = '.playground-preview .rc-table-tbody-virtual-holder';

  it('docs/changelog.md: "there it is treated as no `align` at all"', async ({ site }) => {
    const { page, errors } = await run(site, VIRTUAL);
    const center = await scrollTo(page, holder, { index: 30, align: 'center' }, 30);
    expect(Math.abs(center.bottom)).toBeLessThanOrEqual(1);
    await scrollTo(page, holder, { index: 0, align: 'start' }, 0);
    const centerOffset = await scrollTo(page, holder, { index: 30, align: 'center', offset: 10 }, 30);
    expect(Math.abs(centerOffset.top - 10)).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });

  it('docs/changelog.md: "Without `align`, `VirtualTable` keeps its placement from 1.5.0: the nearest edge, or the top when `offset` is given."', async ({
    site,
  }) => {
    const { page } = await run(site, VIRTUAL);
    const nearest = await scrollTo(page, holder, { index: 30 }, 30);
    expect(Math.abs(nearest.bottom)).toBeLessThanOrEqual(1);
    await scrollTo(page, holder, { index: 0, align: 'start' }, 0);
    const withOffset = await scrollTo(page, holder, { index: 30, offset: 10 }, 30);
    expect(Math.abs(withOffset.top - 10)).toBeLessThanOrEqual(1);
  });
});

describe('expand all (1.12.0)', () => {
  it('docs/changelog.md: "`expandable.onExpandAll` is called with the new state, and `onExpandedRowsChange` with the new keys."', async ({
    site,
  }) => {
    const { page } = await run(
      site,
      `import React from 'react';
import Table from '@rc-component/table';
const data = [{ key: 'a', name: 'Ann' }, { key: 'b', name: 'Bo' }, { key: 'c', name: 'Cy' }];
const calls = (window.claims = []);
export default function Demo() {
  return (
    <Table
      className="claims-ready"
      columns={[{ title: 'Name', dataIndex: 'name', key: 'name' }]}
      data={data}
      expandable={{
        showExpandAll: true,
        rowExpandable: (row) => row.key !== 'b',
        expandedRowRender: (row) => 'About ' + row.name,
        onExpandAll: (expanded) => calls.push(['all', expanded]),
        onExpandedRowsChange: (keys) => calls.push(['rows', [...keys]]),
      }}
    />
  );
}
`,
    );
    const button = page.locator('.playground-preview thead button');
    const calls = () => page.evaluate(() => (window as unknown as { claims: unknown[] }).claims);
    await button.click();
    // The expand-all callback first, then the keys: only the rows rowExpandable accepts.
    await expect.poll(calls).toEqual([
      ['all', true],
      ['rows', ['a', 'c']],
    ]);
    await expect.poll(() => page.locator('.playground-preview .rc-table-expanded-row:visible').count()).toBe(2);
    await button.click();
    await expect
      .poll(async () => (await calls()).slice(2))
      .toEqual([
        ['all', false],
        ['rows', []],
      ]);
  });
});

describe('hover and spanning cells (1.11.1)', () => {
  it('docs/changelog.md: "With `expandable.expandedRowOffset`, hovering a row now highlights the right cells when some of them span several rows."', async ({
    site,
  }) => {
    const { page } = await run(
      site,
      `import React from 'react';
import Table from '@rc-component/table';
const data = [0, 1, 2, 3].map((i) => ({ key: i, group: 'Group ' + Math.floor(i / 2), name: 'Row ' + i }));
export default function Demo() {
  return (
    <Table
      className="claims-ready"
      columns={[
        { title: 'Group', dataIndex: 'group', key: 'group', onCell: (_, index) => ({ rowSpan: index % 2 === 0 ? 2 : 0 }) },
        { title: 'Name', dataIndex: 'name', key: 'name' },
      ]}
      data={data}
      expandable={{ expandedRowOffset: 1, defaultExpandedRowKeys: [0], expandedRowRender: (row) => 'About ' + row.name }}
    />
  );
}
`,
    );
    const group = page.locator('.playground-preview tbody td', { hasText: 'Group 0' });
    const hovered = () => group.evaluate((cell) => cell.classList.contains('rc-table-cell-row-hover'));
    // Group 0 spans rows 0 and 1 (and row 0's expanded content); row 2 belongs to group 1.
    await page.locator('.playground-preview tbody td', { hasText: 'Row 1' }).hover();
    await expect.poll(hovered).toBe(true);
    await page.locator('.playground-preview tbody td', { hasText: 'Row 2' }).hover();
    await expect.poll(hovered).toBe(false);
  });
});

describe('fixed columns and their shadows (1.2.x, 1.8.2)', () => {
  const FIXED = `import React from 'react';
import Table from '@rc-component/table';
const data = [{ key: 1 }, { key: 2 }];
const cell = (title, key, fixed) => ({ title, key, width: 150, fixed, render: () => title });
export default function Demo() {
  return (
    <div className="claims-ready" style={{ width: 400 }}>
      <Table
        columns={[cell('A', 'a'), cell('B', 'b', 'start'), cell('C', 'c'), cell('D', 'd'), cell('E', 'e', 'end')]}
        data={data}
        scroll={{ x: 750 }}
      />
    </div>
  );
}
`;
  const content = '.playground-preview .rc-table-content';
  const classes = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => [...element.classList]);
  const scrollLeft = (page: Page, left: number) =>
    page.locator(content).evaluate((element, value) => (element.scrollLeft = value), left);

  it('docs/changelog.md: "shows its shadow only once those columns have scrolled out of view"', async ({ site }) => {
    const { page } = await run(site, FIXED);
    const fixedB = '.playground-preview tbody .rc-table-cell-fix-start';
    expect(await classes(page, fixedB)).not.toContain('rc-table-cell-fix-start-shadow-show');
    // Column A (150 px) is before B: at 100 px B is not stuck yet, past 150 px it is.
    await scrollLeft(page, 100);
    await page.waitForFunction(() => true);
    await expect.poll(() => classes(page, fixedB)).not.toContain('rc-table-cell-fix-start-shadow-show');
    await scrollLeft(page, 200);
    await expect.poll(() => classes(page, fixedB)).toContain('rc-table-cell-fix-start-shadow-show');
  });

  it('docs/changelog.md: "`rc-table-fix-start-shadow-show` and `rc-table-fix-end-shadow-show` (set while there is content to scroll towards that side)"', async ({
    site,
  }) => {
    const { page } = await run(site, FIXED);
    const table = '.playground-preview .rc-table';
    await expect.poll(() => classes(page, table)).toContain('rc-table-fix-end-shadow-show');
    expect(await classes(page, table)).not.toContain('rc-table-fix-start-shadow-show');
    await scrollLeft(page, 100);
    await expect.poll(() => classes(page, table)).toContain('rc-table-fix-start-shadow-show');
    expect(await classes(page, table)).toContain('rc-table-fix-end-shadow-show');
  });

  it('docs/changelog.md: "The shadow beside fixed columns goes away once the table is scrolled to its end"', async ({
    site,
  }) => {
    const { page } = await run(site, FIXED);
    const fixedE = '.playground-preview tbody .rc-table-cell-fix-end';
    await expect.poll(() => classes(page, fixedE)).toContain('rc-table-cell-fix-end-shadow-show');
    await page.locator(content).evaluate((element) => (element.scrollLeft = element.scrollWidth));
    await expect.poll(() => classes(page, fixedE)).not.toContain('rc-table-cell-fix-end-shadow-show');
    expect(await classes(page, '.playground-preview .rc-table')).not.toContain('rc-table-fix-end-shadow-show');
  });
});

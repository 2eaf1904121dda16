/**
 * The probes: for each feature, what it promises, checked on the drawn table with the mouse wheel, the window's
 * scroll and the boxes of the cells. A probe answers true when the promise holds. Each probe starts from a freshly
 * drawn table (plugins/compatibility/scripts/matrix/run.ts) and may scroll it.
 */
import type { Page } from 'playwright-core';
import { EMPTY_TEXT, SUMMARY_TEXT, expandedText, setColumnWidth, type CellConfig } from '../../core/compatibility.ts';
import type { Box } from './entry.ts';

declare global {
  interface Window {
    matrix: typeof import('./entry.ts');
  }
}

export interface ProbeContext {
  page: Page;
  config: CellConfig;
}
type Probe = (ctx: ProbeContext) => Promise<boolean>;

/**
 * Draws a configuration on the page afresh, or with `module` the default export of that compiled module (CommonJS),
 * and waits until it is still. (Typed loosely: the props' recursive type is too deep for Playwright's argument types.)
 */
export async function mount(page: Page, config: CellConfig, module?: string) {
  const drawn: unknown = module === undefined ? config : { module, width: config.width };
  await page.evaluate((d) => window.matrix.mountCell(d as CellConfig), drawn);
  await page.evaluate(() => window.matrix.still());
}

const near = (a: number, b: number, tolerance = 1.5) => Math.abs(a - b) <= tolerance;
const at = (page: Page, text: string) => page.evaluate((t) => window.matrix.at(t), text);
const inside = (page: Page, box: Box | null) => page.evaluate((b) => window.matrix.inside(b), box);
const still = (page: Page) => page.evaluate(() => window.matrix.still());

/**
 * Turns the wheel over the table's body: near the top of a body cell of a middle column, else of the empty text,
 * else the middle of the table, always inside the table's box and clear of its bottom edge.
 */
async function wheel(page: Page, dx: number, dy: number) {
  const [target, table] = await page.evaluate(
    ([empty]) => [window.matrix.at('City 1') ?? window.matrix.at(empty), window.matrix.cellBox()],
    [EMPTY_TEXT],
  );
  const x = target
    ? Math.min(Math.max(target.left + 20, table.left + 5), table.right - 5)
    : table.left + table.width / 2;
  const y = target
    ? Math.min(Math.max(target.top + 10, table.top + 5), table.bottom - 40)
    : table.top + table.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.wheel(dx, dy);
  await still(page);
}

/** What moves when the body scrolls sideways: a body cell of a middle column, or its header cell. */
const MOVERS = ['City 1', 'City'];

/** Where the cells drawn for `texts` are, from the start of the table's box (null for a text not drawn). */
const offsets = (page: Page, texts: string[]) =>
  page.evaluate((list) => {
    const table = window.matrix.cellBox();
    return list.map((text) => {
      const box = window.matrix.at(text);
      return box && box.left - table.left;
    });
  }, texts);

/**
 * Scrolls the body sideways by 400 px, towards the end whichever the direction, and answers whether a middle
 * column moved inside the table's box (the window scrolling sideways moves the box too, which does not count).
 */
async function scrollSideways(page: Page): Promise<boolean> {
  const before = await offsets(page, MOVERS);
  const moved = async () =>
    (await offsets(page, MOVERS)).some(
      (left, i) => (left === null) !== (before[i] === null) || (left !== null && !near(left, before[i]!, 20)),
    );
  await wheel(page, 400, 0);
  if (await moved()) return true;
  await wheel(page, -400, 0);
  return moved();
}

/** Whether the cells drawn for `texts` keep their place in the table's box and stay in view while the body scrolls sideways. */
async function keepsPlace(page: Page, texts: string[]): Promise<boolean> {
  const before = (await offsets(page, texts)).filter((left) => left !== null);
  if (before.length === 0) return false;
  if (!(await scrollSideways(page))) return false;
  const after = (await offsets(page, texts)).filter((left) => left !== null);
  const boxes = (await Promise.all(texts.map((text) => at(page, text)))).filter((box) => box !== null);
  return (
    after.length === before.length &&
    after.every((left, i) => near(left, before[i])) &&
    (await Promise.all(boxes.map((box) => inside(page, box)))).every(Boolean)
  );
}

/** The name and city texts of the record with a row key (plugins/compatibility/core/compatibility.ts: `r<n>`, and `r1-<c>` for children). */
function recordTexts(key: string): { name: string; city: string } {
  const child = /^r1-(\d+)$/.exec(key);
  if (child) return { name: `Child 1-${child[1]}`, city: `City ${100 + Number(child[1])}` };
  const n = key.slice(1);
  return { name: `Row ${n}`, city: `City ${n}` };
}

export const PROBE_RUNS: Record<string, Probe> = {
  'fixed-start.keeps-place': ({ page }) => keepsPlace(page, ['Row 1', 'Name']),
  'fixed-end.keeps-place': ({ page }) => keepsPlace(page, ['Edit', 'Action']),

  'scroll-x.scrolls': async ({ page }) => {
    const aligned = async () => {
      const [body, head] = await Promise.all([at(page, 'City 1'), at(page, 'City')]);
      return !body || !head || near(body.left, head.left);
    };
    if (!(await aligned())) return false;
    return (await scrollSideways(page)) && (await aligned());
  },

  'scroll-y.header-stays': async ({ page }) => {
    const head = await at(page, 'Name');
    const table = await page.evaluate(() => window.matrix.cellBox());
    // The body keeps to its height: 40 records would take far more.
    if (table.height > 240 + 200) return false;
    const first = await at(page, 'Row 1');
    if (!first) return head !== null;
    await wheel(page, 0, 200);
    const [headAfter, firstAfter, windowY] = await Promise.all([
      at(page, 'Name'),
      at(page, 'Row 1'),
      page.evaluate(() => window.scrollY),
    ]);
    const bodyMoved = !firstAfter || firstAfter.top < first.top - 50;
    const headStayed = head === null ? headAfter === null : !!headAfter && near(headAfter.top, head.top);
    return windowY === 0 && bodyMoved && headStayed;
  },

  'sticky.header-sticks': async ({ page }) => {
    const [head, table] = await Promise.all([at(page, 'Name'), page.evaluate(() => window.matrix.cellBox())]);
    if (!head) return false;
    const by = Math.min(300, Math.floor((table.height - head.height) / 2));
    await page.evaluate((y) => window.matrix.scrollWindow(y), by);
    await still(page);
    const after = await at(page, 'Name');
    return !!after && near(after.top, 0);
  },

  'sticky.scroll-bar': async ({ page }) => {
    const [bar, table, height] = await Promise.all([
      page.evaluate(() => window.matrix.stickyBar()),
      page.evaluate(() => window.matrix.cellBox()),
      page.evaluate(() => window.matrix.windowHeight()),
    ]);
    // Only a table reaching below the window needs it: the body's own scroll bar is in view otherwise.
    if (table.bottom <= height) return scrollSideways(page);
    return !!bar && near(bar.bottom, height);
  },

  'virtual.few-rows': async ({ page }) => {
    const drawn = await page.evaluate(() => window.matrix.drawnRows());
    return drawn > 0 && drawn < 100;
  },

  'virtual.reaches-end': async ({ page, config }) => {
    const last = `Row ${config.records}`;
    // Each turn by more than all the rows are high (under 100 px each), so ten turns reach the end if it can be.
    const by = Math.max(20_000, config.records * 100);
    for (let turn = 0; turn < 10 && !(await at(page, last)); turn++) await wheel(page, 0, by);
    return inside(page, await at(page, last));
  },

  'expandable.under-row': async ({ page }) => {
    const [row, details, second, third] = await Promise.all([
      at(page, 'City 1'),
      at(page, expandedText('Row 1')),
      page.evaluate(() => window.matrix.expandControl('City 2')),
      page.evaluate(() => window.matrix.expandControl('City 3')),
    ]);
    // rowExpandable leaves the second record without a control, and the third with one.
    return (
      !!row &&
      !!details &&
      details.top >= row.bottom - 1.5 &&
      details.top <= row.bottom + 1.5 &&
      second === 'spaced' &&
      third === 'collapsed'
    );
  },

  'tree.child-rows': async ({ page }) => {
    // The first child whose name is drawn (a span the user configured may cover the first one's).
    const child = await page.evaluate(() =>
      ['Child 1-1', 'Child 1-2'].find((name) => window.matrix.textBox(name) !== null),
    );
    if (!child) return false;
    const [parent, firstChild, parentText, childText, dir] = await Promise.all([
      at(page, 'City 1'),
      at(page, 'City 101'),
      page.evaluate(() => window.matrix.textBox('Row 1')),
      page.evaluate((name) => window.matrix.textBox(name), child),
      page.evaluate(() => window.matrix.direction()),
    ]);
    if (!parent || !firstChild || !parentText || !childText) return false;
    const indented = dir === 'rtl' ? childText.right < parentText.right - 5 : childText.left > parentText.left + 5;
    return near(firstChild.top, parent.bottom) && indented;
  },

  'grouped.spans-children': async ({ page }) => {
    const [group, city, street] = await Promise.all([at(page, 'Address'), at(page, 'City'), at(page, 'Street')]);
    if (!group || !city || !street) return false;
    return (
      near(group.left, Math.min(city.left, street.left)) &&
      near(group.right, Math.max(city.right, street.right)) &&
      near(group.bottom, city.top)
    );
  },

  // onCell's index counts the records' rows as drawn (children of an expanded record included, expanded content
  // not): the cells at index 0, 1 and 2 are those of the first three drawn rows, whatever records they show.
  'span.covers': async ({ page }) => {
    const keys = await page.evaluate(() => window.matrix.rowKeys());
    if (keys.length < 3) return false;
    const texts = keys.slice(0, 3).map(recordTexts);
    const [name, first, second, joined, city, street, hidden] = await Promise.all([
      at(page, texts[0].name),
      at(page, texts[0].city),
      at(page, texts[1].city),
      at(page, texts[2].city),
      at(page, 'City 1'),
      at(page, '1 Long Street'),
      at(page, texts[1].name),
    ]);
    if (!name || !first || !second || !joined || !city || !street) return false;
    return (
      near(name.top, first.top) &&
      near(name.bottom, second.bottom) &&
      hidden === null &&
      near(joined.width, city.width + street.width)
    );
  },

  'ellipsis.truncates': async ({ page }) => {
    const text = 'Note 1: a long remark that does not fit in its column at all';
    const [cut, note, row] = await Promise.all([
      page.evaluate((t) => window.matrix.cutWithEllipsis(t), text),
      at(page, text),
      at(page, 'City 1'),
    ]);
    return cut && !!note && !!row && note.height <= row.height + 1;
  },

  'summary.stays-visible': async ({ page }) => {
    // The summary cell spans every column, wider than the box when the table scrolls sideways: its text is what
    // must be in view.
    const inView = async (box: Box | null) => !!box && (await inside(page, box));
    const summary = () => page.evaluate((t) => window.matrix.textBox(t), SUMMARY_TEXT);
    const before = await summary();
    if (!before || !(await inView(before))) return false;
    const first = await at(page, 'Row 1');
    if (!first) return true;
    await wheel(page, 0, 200);
    const [after, firstAfter] = await Promise.all([summary(), at(page, 'Row 1')]);
    const bodyMoved = !firstAfter || firstAfter.top < first.top - 50;
    return bodyMoved && !!after && near(after.top, before.top) && (await inView(after));
  },

  'rtl.flips': async ({ page }) => {
    const pairs: [string, string][] = [
      ['Name', 'City'],
      ['Row 1', 'City 1'],
    ];
    let compared = 0;
    for (const [first, middle] of pairs) {
      const [a, b] = await Promise.all([at(page, first), at(page, middle)]);
      if (!a || !b) continue;
      compared++;
      if (!(a.left > b.left) || !(await inside(page, a))) return false;
    }
    return compared > 0;
  },

  'resize.follows-width': async ({ page, config }) => {
    const titles = ['Name', 'Age', 'City', 'Street', 'Phone', 'Note', 'Action'];
    const cells = await page.evaluate((t) => window.matrix.headerCells(t), titles);
    if (cells.length !== titles.length || !cells.every((cell) => cell.custom)) return false;
    const before = await at(page, 'Phone');
    const wider: CellConfig = { ...config, props: setColumnWidth(config.props, 'phone', 400) };
    await page.evaluate((c) => window.matrix.updateCell(c as CellConfig), wider as unknown);
    await still(page);
    const [head, body] = await Promise.all([at(page, 'Phone'), at(page, '555-1')]);
    return !!before && !!head && head.width > before.width + 50 && (!body || near(body.width, head.width));
  },

  'no-header.hidden': async ({ page }) => {
    const [head, group, row] = await Promise.all([at(page, 'Name'), at(page, 'Address'), at(page, 'Row 1')]);
    return head === null && group === null && (row !== null || (await at(page, EMPTY_TEXT)) !== null);
  },

  'empty.placeholder': async ({ page }) => {
    // The text, not its cell: the cell spans every column, wider than the box when the table scrolls sideways.
    const [placeholder, row] = await Promise.all([
      page.evaluate((t) => window.matrix.textBox(t), EMPTY_TEXT),
      at(page, 'Row 1'),
    ]);
    return row === null && (await inside(page, placeholder));
  },
};

/**
 * The caveat checks (plugins/compatibility/core/compatibility.ts, `CAVEATS`), run on each cell's first draw, before anything scrolls: a
 * check answers true when all is well.
 */
export const CAVEAT_RUNS: Record<string, Probe> = {
  // Each middle column's header cell starts where its body cells do (where both are drawn).
  misaligned: async ({ page }) => {
    const [head, body] = await Promise.all([offsets(page, ['City', 'Phone']), offsets(page, ['City 1', '555-1'])]);
    return head.every((left, i) => left === null || body[i] === null || near(left, body[i]!));
  },
  // With the page scrolled past the table's top as the sticky probe scrolls it, no header cell left in the window is
  // drawn under something of the body; the window scrolls back to the top after.
  covered: async ({ page }) => {
    const [head, table] = await Promise.all([at(page, 'Name'), page.evaluate(() => window.matrix.cellBox())]);
    if (!head) return true;
    await page.evaluate(
      (y) => window.matrix.scrollWindow(y),
      Math.min(300, Math.floor((table.height - head.height) / 2)),
    );
    await still(page);
    const covered = await page.evaluate(() => window.matrix.coveredHeaderCells());
    await page.evaluate(() => window.matrix.scrollWindow(0));
    await still(page);
    return covered.length === 0;
  },
};

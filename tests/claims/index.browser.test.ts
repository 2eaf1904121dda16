/**
 * docs/index.md, the claims that need a browser: what a ref gives, and where `scrollTo` puts a row in `Table` and in
 * `VirtualTable`. The scroll box is 300 px high; the virtual table's rows are 30 px high.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibraryPage, type LibraryPage } from './browser.ts';

let library: LibraryPage;
beforeAll(async () => {
  library = await openLibraryPage();
});
afterAll(() => library?.close());

type Which = 'Table' | 'VirtualTable';
interface Scroll {
  index?: number;
  key?: number;
  top?: number;
  offset?: number;
  align?: 'start' | 'center' | 'end' | 'nearest';
}

/**
 * Renders 100 rows (keyed `firstKey` onwards, 0 by default) into a fresh root, scrolls to the top, then calls
 * `scrollTo(config)`; answers where the top edge of the row at index 50 then is, in pixels from the top of the scroll
 * box (null when the row is not rendered), and the box's scrollTop.
 */
function scrolled(which: Which, config: Scroll, firstKey = 0) {
  return library.page.evaluate(
    async ({ which, config, firstKey }) => {
      const { React, createRoot, flushSync, Table, VirtualTable } = window.claims as unknown as {
        React: typeof import('react');
        createRoot: typeof import('react-dom/client').createRoot;
        flushSync: typeof import('react-dom').flushSync;
        Table: React.ComponentType<Record<string, unknown>>;
        VirtualTable: React.ComponentType<Record<string, unknown>>;
      };
      const settle = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const element = document.createElement('div');
      document.body.replaceChildren(element);
      const ref = React.createRef<{ scrollTo: (config: Scroll) => void; nativeElement: HTMLElement }>();
      const data = Array.from({ length: 100 }, (_, i) => ({ key: firstKey + i, name: `Row ${i}` }));
      const root = createRoot(element);
      flushSync(() =>
        root.render(
          React.createElement(which === 'Table' ? Table : VirtualTable, {
            ref,
            columns: [{ title: 'Name', dataIndex: 'name', key: 'name', width: 200 }],
            data,
            scroll: { x: 200, y: 300 },
            listItemHeight: 30,
            onRow: () => ({ style: { height: 30, boxSizing: 'border-box' } }),
          }),
        ),
      );
      await settle();
      const box = element.querySelector<HTMLElement>('.rc-table-body, .rc-table-tbody-virtual-holder')!;
      ref.current!.scrollTo({ top: 0 });
      await settle();
      ref.current!.scrollTo(config);
      for (let i = 0; i < 5; i += 1) await settle();
      const row = element.querySelector(`[data-row-key="${firstKey + 50}"]`);
      const result = {
        rowTop: row ? Math.round(row.getBoundingClientRect().top - box.getBoundingClientRect().top) : null,
        scrollTop: Math.round(box.scrollTop),
        outer: ref.current!.nativeElement === element.firstElementChild,
      };
      root.unmount();
      return result;
    },
    { which, config, firstKey },
  );
}

describe('the ref', () => {
  it('docs/index.md: "A ref gives you the table\'s outer element and a way to scroll its body"', async () => {
    const { outer, rowTop } = await scrolled('Table', { index: 50, align: 'start' });
    expect(outer).toBe(true);
    expect(rowTop).toBe(0);
  });
  it('docs/index.md: "Pass a ref to Table or VirtualTable to get this object."', async () => {
    for (const which of ['Table', 'VirtualTable'] as const) {
      const { outer, rowTop } = await scrolled(which, { key: 50, align: 'start' });
      expect(outer, which).toBe(true);
      expect(rowTop, which).toBe(0);
    }
  });
  it('docs/index.md: "nativeElement | HTMLDivElement | - | The table\'s outermost element."', async () => {
    expect((await scrolled('VirtualTable', {})).outer).toBe(true);
  });
});

describe('scrollTo', () => {
  it('docs/index.md: "Scrolls the body to a row, found by index or key, or to a top position."', async () => {
    for (const which of ['Table', 'VirtualTable'] as const) {
      expect((await scrolled(which, { index: 50, align: 'start' })).rowTop, which).toBe(0);
      expect((await scrolled(which, { key: 50, align: 'start' })).rowTop, which).toBe(0);
      expect((await scrolled(which, { top: 600 })).scrollTop, which).toBe(600);
    }
  });
  it('docs/index.md: "scrollTo.index | number | - | Index in data of the row to scroll to."', async () => {
    // Keys from 1000 on: index 50 is the row keyed 1050, and no row is keyed 50.
    for (const which of ['Table', 'VirtualTable'] as const) {
      expect((await scrolled(which, { index: 50, align: 'start' }, 1000)).rowTop, which).toBe(0);
      expect((await scrolled(which, { index: 10, align: 'start' }, 1000)).rowTop, which).not.toBe(0);
    }
  });
  it('docs/index.md: "scrollTo.key | Key | - | Key of the row to scroll to."', async () => {
    for (const which of ['Table', 'VirtualTable'] as const) {
      expect((await scrolled(which, { key: 1050, align: 'start' }, 1000)).rowTop, which).toBe(0);
      expect((await scrolled(which, { key: 50, align: 'start' }, 1000)).scrollTop, which).toBe(0);
    }
  });
  it('docs/index.md: "Scroll position from the top, in pixels. When given, index, key and offset are ignored."', async () => {
    for (const which of ['Table', 'VirtualTable'] as const)
      expect((await scrolled(which, { top: 600, index: 50, offset: 40, align: 'start' })).scrollTop, which).toBe(600);
  });
  it('docs/index.md: "In Table, offset then scrolls that many pixels further"', async () => {
    // The row moves up by offset, whatever the align: past the top edge with 'start'.
    expect((await scrolled('Table', { index: 50, align: 'start', offset: 20 })).rowTop).toBe(-20);
    expect((await scrolled('Table', { index: 50, align: 'end', offset: 20 })).rowTop).toBe(
      (await scrolled('Table', { index: 50, align: 'end' })).rowTop! - 20,
    );
  });
  it('docs/index.md: "In VirtualTable it is a gap between the row and the edge it is aligned to"', async () => {
    expect((await scrolled('VirtualTable', { index: 50, align: 'start', offset: 20 })).rowTop).toBe(20);
    expect((await scrolled('VirtualTable', { index: 50, align: 'end', offset: 20 })).rowTop).toBe(300 - 30 - 20);
  });
  it('docs/index.md: "Where the row ends up in the visible area."', async () => {
    // Row 50 lies below the view: 'nearest' (the default) scrolls just far enough to show it at the bottom.
    for (const which of ['Table', 'VirtualTable'] as const) {
      const end = (await scrolled(which, { index: 50, align: 'end' })).rowTop;
      expect((await scrolled(which, { index: 50 })).rowTop, which).toBe(end);
      expect((await scrolled(which, { index: 50, align: 'nearest' })).rowTop, which).toBe(end);
      expect((await scrolled(which, { index: 50, align: 'start' })).rowTop, which).toBe(0);
    }
    const center = (await scrolled('Table', { index: 50, align: 'center' })).rowTop!;
    expect(center).toBeGreaterThan(90);
    expect(center).toBeLessThan(150);
  });
  it("docs/index.md: \"In VirtualTable, 'center' acts as 'nearest' without an offset\"", async () => {
    const nearest = (await scrolled('VirtualTable', { index: 50 })).rowTop;
    expect((await scrolled('VirtualTable', { index: 50, align: 'center' })).rowTop).toBe(nearest);
    // With an offset, and no align or 'center', the row goes to the top, offset pixels below it.
    expect((await scrolled('VirtualTable', { index: 50, offset: 20 })).rowTop).toBe(20);
    expect((await scrolled('VirtualTable', { index: 50, align: 'center', offset: 20 })).rowTop).toBe(20);
  });
});

/**
 * Renders a sticky table, 100 rows high and 3,000 px wide, inside a box 300 px high that scrolls, placed below the
 * window's 800 px (after a spacer of 1,000 px); answers the bottom of its sticky scroll bar (null when none is shown).
 */
function stickyBar(sticky: { offsetScroll?: number; inBox?: boolean }) {
  return library.page.evaluate(async ({ offsetScroll, inBox }) => {
    const { React, createRoot, flushSync, Table } = window.claims as unknown as {
      React: typeof import('react');
      createRoot: typeof import('react-dom/client').createRoot;
      flushSync: typeof import('react-dom').flushSync;
      Table: React.ComponentType<Record<string, unknown>>;
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
    const box = document.createElement('div');
    box.style.cssText = 'height:300px;overflow:auto';
    const element = document.createElement('div');
    box.append(element);
    const spacer = document.createElement('div');
    spacer.style.height = '1000px';
    document.body.replaceChildren(spacer, box);
    const root = createRoot(element);
    const data = Array.from({ length: 100 }, (_, i) => ({ key: i, name: `Row ${i}` }));
    flushSync(() =>
      root.render(
        React.createElement(Table, {
          columns: [{ title: 'Name', dataIndex: 'name', key: 'name', width: 3000 }],
          data,
          scroll: { x: 3000 },
          sticky: { offsetScroll, ...(inBox ? { getContainer: () => box } : {}) },
        }),
      ),
    );
    await settle();
    window.dispatchEvent(new Event('resize'));
    await settle();
    const bottom = () => {
      const bar = element.querySelector<HTMLElement>('.rc-table-sticky-scroll');
      return bar ? bar.style.bottom : null;
    };
    const shown = bottom();
    root.unmount();
    return shown;
  }, sticky);
}

describe('sticky', () => {
  it('docs/index.md: "sticky.offsetScroll | number | 0 | Distance in pixels from the bottom to the stuck scroll bar."', async () => {
    expect(await stickyBar({ inBox: true })).toBe('0px');
    expect(await stickyBar({ inBox: true, offsetScroll: 12 })).toBe('12px');
  });
  it('docs/index.md: "sticky.getContainer | () => Window | HTMLElement | () => window | The element that scrolls, when it is not the window."', async () => {
    // The bar shows while the table is in view and its end is not: in the box when the box is the container; in the
    // window by default, where the table (below the window's height) is not in view.
    expect(await stickyBar({ inBox: true })).toBe('0px');
    expect(await stickyBar({})).toBeNull();
  });
});

/**
 * Two columns drawn, then swapped: which header and body cells kept their element (the first of each, marked before
 * the swap), by the text they show after it.
 */
async function afterSwap(withKeys: boolean) {
  return library.page.evaluate((withKeys) => {
    const { h, Table, mount, update } = window.claims;
    const data = [{ key: 1, name: 'Ann', city: 'Lagos' }];
    const a = { title: 'Name', dataIndex: 'name', ...(withKeys ? { key: 'n' } : {}) };
    const b = { title: 'City', dataIndex: 'city', ...(withKeys ? { key: 'c' } : {}) };
    const host = mount(h(Table, { columns: [a, b], data }));
    const marked = [host.querySelector('th')!, host.querySelector('td')!];
    update(h(Table, { columns: [b, a], data }));
    return { th: marked[0].textContent, td: marked[1].textContent, connected: marked.every((el) => el.isConnected) };
  }, withKeys);
}

it('docs/index.md: "Without it the header cells fall back on dataIndex"', async () => {
  // The header cell of Name is the same element after the swap: it moved with its column.
  expect(await afterSwap(false)).toMatchObject({ th: 'Name', connected: true });
});
it('docs/index.md: "but the body cells are matched by their position, so a body cell stays where it was when its column moves"', async () => {
  // The first body cell stayed first and now shows the City column's value; with keys it moves with its column.
  expect(await afterSwap(false)).toMatchObject({ td: 'Lagos' });
  expect(await afterSwap(true)).toMatchObject({ th: 'Name', td: 'Ann' });
});

/**
 * A page taller than the window: 200 px above a Table of 100 rows whose body scrolls in 300 px, 3,000 px below it.
 * Calls `scrollTo(config)` with the window at the top; answers the window's scroll and row 50's top in the window.
 */
function windowAfter(config: Scroll) {
  return library.page.evaluate(async (config) => {
    const { React, createRoot, flushSync, Table } = window.claims as unknown as {
      React: typeof import('react');
      createRoot: typeof import('react-dom/client').createRoot;
      flushSync: typeof import('react-dom').flushSync;
      Table: React.ComponentType<Record<string, unknown>>;
    };
    const settle = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const above = document.createElement('div');
    above.style.height = '200px';
    const element = document.createElement('div');
    const below = document.createElement('div');
    below.style.height = '3000px';
    document.body.replaceChildren(above, element, below);
    window.scrollTo(0, 0);
    const ref = React.createRef<{ scrollTo: (config: Scroll) => void }>();
    const root = createRoot(element);
    flushSync(() =>
      root.render(
        React.createElement(Table, {
          ref,
          columns: [{ title: 'Name', dataIndex: 'name', key: 'name' }],
          data: Array.from({ length: 100 }, (_, i) => ({ key: i, name: `Row ${i}` })),
          scroll: { y: 300 },
        }),
      ),
    );
    await settle();
    ref.current!.scrollTo(config);
    for (let i = 0; i < 5; i += 1) await settle();
    const result = {
      windowY: Math.round(window.scrollY),
      rowTop: Math.round(element.querySelector('[data-row-key="50"]')!.getBoundingClientRect().top),
    };
    root.unmount();
    window.scrollTo(0, 0);
    return result;
  }, config);
}

it("docs/index.md: \"In Table, a row is brought into view by the browser's scrollIntoView, which scrolls the page as well: with align: 'start' the window moves the row to its top edge too\"", async () => {
  expect(await windowAfter({ index: 50, align: 'start' })).toEqual({ windowY: expect.any(Number), rowTop: 0 });
  expect((await windowAfter({ index: 50, align: 'start' })).windowY).toBeGreaterThan(0);
});
it('docs/index.md: "A top position scrolls the body alone"', async () => {
  expect((await windowAfter({ top: 1500 })).windowY).toBe(0);
});

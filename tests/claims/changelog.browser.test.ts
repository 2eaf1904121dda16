/**
 * What the changelog says the library does today that only a browser's layout and scrolling show, checked on a
 * blank page with the installed release (tests/claims/browser.ts). The server-rendered checks are in
 * changelog.test.ts; those that run in the site's playground in tests/e2e/changelog-claims.test.ts.
 */
import type { ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLibraryPage } from './browser.ts';

const page = useLibraryPage({ beforeAll, afterAll });

describe('1.9.1', () => {
  it('docs/changelog.md: "a cell whose `rowSpan` runs past the last row (as after the data got shorter) no longer throws"', async () => {
    const drawn = await page().evaluate(async () => {
      const { h, VirtualTable, mount, settle } = window.claims;
      const errors: string[] = [];
      const onError = (event: ErrorEvent) => errors.push(event.message);
      window.addEventListener('error', onError);
      try {
        // Four rows in groups of three: the second group's first cell spans rows 3 to 5, of which only 3 exists.
        const host = mount(
          h(VirtualTable as unknown as ComponentType<Record<string, unknown>>, {
            columns: [
              {
                title: 'Group',
                dataIndex: 'name',
                key: 'group',
                width: 100,
                onCell: (_: unknown, index: number) => ({ rowSpan: index % 3 === 0 ? 3 : 0 }),
              },
              { title: 'Name', dataIndex: 'name', key: 'name', width: 100 },
            ],
            data: Array.from({ length: 4 }, (_, i) => ({ key: i, name: `R${i}` })),
            rowKey: 'key',
            scroll: { x: 200, y: 300 },
          }),
        );
        await settle();
        await settle();
        const height = (text: string) =>
          [...host.querySelectorAll('[rowspan="3"]')]
            .filter((cell) => cell.textContent === text)
            .map((cell) => Math.round(cell.getBoundingClientRect().height));
        const row = host.querySelector('.rc-table-row[data-row-key="3"]')!.getBoundingClientRect().height;
        return { errors, first: height('R0'), last: height('R3'), row: Math.round(row) };
      } finally {
        window.removeEventListener('error', onError);
      }
    });
    expect(drawn.errors).toEqual([]);
    // The first group spans its three rows; the second stops at the last row.
    expect(drawn.first).toEqual([3 * drawn.row]);
    expect(drawn.last).toEqual([drawn.row]);
  });
});

describe('1.8.2', () => {
  it('docs/changelog.md: "copies column titles without their `ref`, so a ref on a title points at the real header cell"', async () => {
    const found = await page().evaluate(async () => {
      const { h, Table, mount, settle, React } = window.claims;
      const ref = React.createRef<HTMLSpanElement>();
      const host = mount(
        h(Table, {
          columns: [{ title: h('span', { ref, className: 'title' }, 'Name'), dataIndex: 'name', key: 'name' }],
          data: [{ key: 1, name: 'Ann' }],
          scroll: { y: 100 },
        }),
      );
      await settle();
      return {
        // The title is drawn twice: in the header and, hidden, in the row that measures the column.
        copies: host.querySelectorAll('span.title').length,
        inHeader: ref.current?.closest('thead') !== null,
        inMeasureRow: ref.current?.closest('.rc-table-measure-row') !== null,
      };
    });
    expect(found).toEqual({ copies: 2, inHeader: true, inMeasureRow: false });
  });
});

/** The widths of the tables and header cells of a table with no data, once for each set of props. */
const noData = (variants: object[]) =>
  page().evaluate(async (variants) => {
    const { h, Table, mount, settle } = window.claims;
    const columns = [
      { title: 'A', dataIndex: 'a', key: 'a', width: 300 },
      { title: 'B', dataIndex: 'b', key: 'b', width: 300 },
      { title: 'C', dataIndex: 'c', key: 'c' },
    ];
    const layouts = [];
    for (const props of variants) {
      const host = mount(h('div', { style: { width: 1000 } }, h(Table, { columns, data: [], ...props })));
      await settle();
      const widths = (selector: string) =>
        [...host.querySelectorAll(selector)].map((element) => Math.round(element.getBoundingClientRect().width));
      layouts.push({ tables: widths('table'), header: widths('thead th') });
    }
    return layouts;
  }, variants);

describe('1.8.1', () => {
  it('docs/changelog.md: "or there are no rows, the separate header and summary tables"', async () => {
    const layouts = await noData([
      { scroll: { x: 1200, y: 200 } },
      { scroll: { x: 1200 }, sticky: true },
      { scroll: { x: 'max-content', y: 200 } },
      { scroll: { x: 'max-content' }, sticky: true },
    ]);
    // A and B keep their 300 px; C takes the rest of the table.
    for (const layout of layouts) expect(layout.header.slice(0, 2)).toEqual([300, 300]);
  });
});

describe('1.6.0', () => {
  /** The widths of the header cells and of the first row's cells of a VirtualTable in a 300 px box. */
  const virtualWidths = (columns: object[]) =>
    page().evaluate(async (columns) => {
      const { h, VirtualTable, mount, settle } = window.claims;
      const host = mount(
        h(
          'div',
          { style: { width: 300 } },
          h(VirtualTable as unknown as ComponentType<Record<string, unknown>>, {
            columns,
            data: Array.from({ length: 20 }, (_, i) => ({ key: i, name: `R${i}` })),
            rowKey: 'key',
            scroll: { x: 300, y: 200 },
          }),
        ),
      );
      await settle();
      const widths = (selector: string) =>
        [...host.querySelectorAll(selector)].map((cell) => Math.round(cell.getBoundingClientRect().width));
      return { header: widths('thead th'), body: widths('[data-row-key="0"] .rc-table-cell') };
    }, columns);
  const narrow = [
    { title: 'A', dataIndex: 'name', key: 'a', width: 50, minWidth: 200 },
    { title: 'B', dataIndex: 'name', key: 'b', width: 250 },
  ];

  it('docs/changelog.md: "Virtual mode: a column\'s `minWidth` is respected in the body, whose cells are as wide as the larger of `width` and `minWidth`."', async () => {
    expect((await virtualWidths(narrow)).body).toEqual([200, 250]);
  });

  it('docs/changelog.md: "The header still takes `width`, so a column whose `width` is below its `minWidth` leaves the header out of line with the body"', async () => {
    expect((await virtualWidths(narrow)).header).toEqual([50, 250]);
    const aligned = [{ ...narrow[0], width: 200 }, narrow[1]];
    expect(await virtualWidths(aligned)).toEqual({ header: [200, 250], body: [200, 250] });
  });

  it('docs/changelog.md: "When every measured column width is zero (as in jsdom, which lays nothing out), the fixed header no longer gives its columns those zero widths"', async () => {
    const header = await page().evaluate(async () => {
      const { h, Table, mount, settle } = window.claims;
      const columns = [
        { title: 'A', dataIndex: 'a', key: 'a', width: 100 },
        { title: 'B', dataIndex: 'b', key: 'b', width: 80 },
        { title: 'C', dataIndex: 'c', key: 'c' },
      ];
      const draw = async () => {
        const host = mount(h(Table, { columns, data: [{ key: 1, a: 1, b: 2, c: 3 }], scroll: { y: 200 } }));
        await settle();
        await settle();
        return {
          cols: [...host.querySelectorAll('.rc-table-header col')].map((col) => col.getAttribute('style')),
          cells: [...host.querySelectorAll('thead th')].map((cell) => Math.round(cell.getBoundingClientRect().width)),
        };
      };
      const measured = await draw();
      // The table measures a column as its cell's offsetWidth in the hidden measuring row: make that read 0.
      const real = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth')!;
      Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
        configurable: true,
        get(this: HTMLElement) {
          return this.closest('.rc-table-measure-row') ? 0 : real.get!.call(this);
        },
      });
      try {
        return { measured, zero: await draw() };
      } finally {
        Object.defineProperty(HTMLElement.prototype, 'offsetWidth', real);
      }
    });
    // Measured: one col per column, C's included, from the measurement.
    expect(header.measured.cols).toHaveLength(3);
    // All zero: the body's colgroup, from the columns' own widths.
    expect(header.zero.cols).toEqual(['width: 100px;', 'width: 80px;']);
    expect(header.zero.cells.slice(0, 2)).toEqual([100, 80]);
  });

  it('docs/changelog.md: "With `scroll.x`, the separate header table takes the same width as the body\'s table (`scroll.x`, at least the full width), also when there is no data."', async () => {
    for (const layout of await noData([{ scroll: { x: 1200, y: 200 } }, { scroll: { x: 1200 }, sticky: true }]))
      expect(layout.tables).toEqual([1200, 1200]);
    // Narrower than the table (1,000 px less its border): the full width, as the body's.
    const [narrow] = await noData([{ scroll: { x: 600, y: 200 } }]);
    expect(narrow.tables[0]).toBe(narrow.tables[1]);
    expect(narrow.tables[0]).toBeGreaterThan(990);
  });

  it('docs/changelog.md: "setting it scrolls the list"', async () => {
    const scrolled = await page().evaluate(async () => {
      const { h, VirtualTable, INTERNAL_HOOKS, mount, settle, React } = window.claims;
      const body = React.createRef<{ scrollTop: number }>();
      const host = mount(
        h(VirtualTable as unknown as ComponentType<Record<string, unknown>>, {
          columns: [{ title: 'A', dataIndex: 'name', key: 'a', width: 100 }],
          data: Array.from({ length: 200 }, (_, i) => ({ key: i, name: `R${i}` })),
          rowKey: 'key',
          scroll: { x: 100, y: 200 },
          internalHooks: INTERNAL_HOOKS,
          internalRefs: { body },
        }),
      );
      await settle();
      const holder = host.querySelector<HTMLElement>('.rc-table-tbody-virtual-holder')!;
      const atStart = body.current!.scrollTop;
      body.current!.scrollTop = 400;
      await settle();
      const afterSet = {
        read: body.current!.scrollTop,
        firstRow: host.querySelector('.rc-table-row')?.getAttribute('data-row-key'),
      };
      holder.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true }));
      await settle();
      return { atStart, afterSet, afterWheel: body.current!.scrollTop };
    });
    expect(scrolled.atStart).toBe(0);
    expect(scrolled.afterSet.read).toBe(400);
    expect(Number(scrolled.afterSet.firstRow)).toBeGreaterThan(0);
    expect(scrolled.afterWheel).toBe(500);
  });
});

describe('1.3.0', () => {
  /**
   * An empty table with scroll.x in a 600px box: its placeholder's style as React committed it (before any frame,
   * resize observer or timer: what the first paint shows), and the placeholder's left edge before and after the box
   * scrolls 500px sideways.
   */
  const emptyScrollingTable = () =>
    page().evaluate(async () => {
      const { h, Table, mount, settle } = window.claims;
      const host = mount(
        h(
          'div',
          { style: { width: 600 } },
          h(Table, {
            columns: [{ title: 'Name', dataIndex: 'name', key: 'name', width: 2000 }],
            data: [],
            scroll: { x: 2000 },
          }),
        ),
      );
      // mount() returns once React has committed, layout effects included.
      const inner = () => host.querySelector<HTMLElement>('.rc-table-placeholder .rc-table-cell > div');
      const width = inner()?.style.width;
      const first = inner()?.style.cssText;
      const left = () => Math.round(inner()!.getBoundingClientRect().left - host.getBoundingClientRect().left);
      await settle();
      const before = left();
      host.querySelector<HTMLElement>('.rc-table-content')!.scrollLeft = 500;
      await settle();
      return { width, first, before, after: left(), scrolled: host.querySelector('.rc-table-content')!.scrollLeft };
    });

  it('docs/changelog.md: "The table now reads its width as it mounts."', async () => {
    expect((await emptyScrollingTable()).width).toBe('600px');
  });

  it('docs/changelog.md: "is held at the table\'s visible width from the first render"', async () => {
    const placeholder = await emptyScrollingTable();
    expect(placeholder.first).toContain('width: 600px');
    expect(placeholder.first).toContain('position: sticky');
    expect(placeholder.scrolled).toBe(500);
    expect(placeholder.after).toBe(placeholder.before);
  });
});

describe('1.2.3', () => {
  it('docs/changelog.md: "The shadow of a fixed column appears only after at least one whole pixel of scrolling"', async () => {
    const states = await page().evaluate(async () => {
      const { h, Table, mount, settle } = window.claims;
      const cell = (title: string, fixed?: 'start') => ({ title, key: title, width: 150, fixed, render: () => title });
      const host = mount(
        h(
          'div',
          { style: { width: 400 } },
          h(Table, {
            columns: [cell('A', 'start'), cell('B'), cell('C'), cell('D')],
            data: [{ key: 1 }],
            scroll: { x: 600, y: 100 },
          }),
        ),
      );
      await settle();
      // A sideways wheel on the fixed header scrolls by exactly its deltaX, fractions included.
      const header = host.querySelector<HTMLElement>('.rc-table-header')!;
      const states = [];
      for (const deltaX of [0.4, 1.4]) {
        header.dispatchEvent(new WheelEvent('wheel', { deltaX, bubbles: true, cancelable: true }));
        await settle();
        states.push({
          table: host.querySelector('.rc-table')!.classList.contains('rc-table-fix-start-shadow-show'),
          cell: host
            .querySelector('tbody .rc-table-cell-fix-start')!
            .classList.contains('rc-table-cell-fix-start-shadow-show'),
        });
      }
      return states;
    });
    // The table marks any scroll; the fixed column's own shadow waits for a whole pixel.
    expect(states).toEqual([
      { table: true, cell: false },
      { table: true, cell: true },
    ]);
  });
});

describe('1.1.1', () => {
  /** A wide sticky table of 100 rows in a 500 px box that scrolls, the window being the sticky container. */
  const stickyInBox = () =>
    page().evaluate(async () => {
      const { h, Table, mount, settle } = window.claims;
      mount(
        h(
          'div',
          { id: 'box', style: { height: 500, overflow: 'auto' } },
          h(Table, {
            columns: [{ title: 'Name', dataIndex: 'name', key: 'name', width: 3000 }],
            data: Array.from({ length: 100 }, (_, i) => ({ key: i, name: `Row ${i}` })),
            scroll: { x: 3000 },
            sticky: true,
          }),
        ),
      );
      await settle();
      window.dispatchEvent(new Event('resize'));
      await settle();
    });

  it('docs/changelog.md: "the scroll bar now also follows the scrolling of every element around the table and of the window"', async () => {
    await stickyInBox();
    const shown = await page().evaluate(async () => {
      const { settle } = window.claims;
      const bar = () => document.querySelector('.rc-table-sticky-scroll') !== null;
      const before = bar();
      // Scrolled to its end, the box shows the table's own scroll bar: the sticky one goes.
      const box = document.getElementById('box')!;
      box.scrollTop = box.scrollHeight;
      await settle();
      return { before, after: bar() };
    });
    expect(shown).toEqual({ before: true, after: false });
  });

  it('docs/changelog.md: "a pending check of its scroll bar is cancelled before the next one is scheduled"', async () => {
    await stickyInBox();
    const checks = await page().evaluate(async () => {
      const { settle } = window.claims;
      // Each check of the scroll bar reads where the table's body is, once.
      const body = document.querySelector('.rc-table-body')!;
      const read = Element.prototype.getBoundingClientRect;
      let reads = 0;
      Element.prototype.getBoundingClientRect = function (this: Element) {
        if (this === body) reads += 1;
        return read.call(this);
      };
      try {
        for (let i = 0; i < 5; i += 1) window.dispatchEvent(new Event('scroll'));
        await settle();
        await settle();
        return reads;
      } finally {
        Element.prototype.getBoundingClientRect = read;
      }
    });
    expect(checks).toBe(1);
  });
});

describe('1.11.0', () => {
  it('docs/changelog.md: "an expanded row with a cell that spans several rows (`rowSpan`) no longer shows its expanded content twice"', async () => {
    const shown = await page().evaluate(async () => {
      const { h, VirtualTable, mount, settle } = window.claims;
      // Six rows in groups of three, the first cell of each group spanning it; the first row expanded.
      const host = mount(
        h(VirtualTable as unknown as ComponentType<Record<string, unknown>>, {
          columns: [
            {
              title: 'Group',
              dataIndex: 'name',
              key: 'group',
              width: 100,
              onCell: (_: unknown, index: number) => ({ rowSpan: index % 3 === 0 ? 3 : 0 }),
            },
            { title: 'Name', dataIndex: 'name', key: 'name', width: 100 },
          ],
          data: Array.from({ length: 6 }, (_, i) => ({ key: i, name: `R${i}` })),
          rowKey: 'key',
          scroll: { x: 200, y: 300 },
          expandable: {
            expandedRowRender: (row: { name: string }) => `Details of ${row.name}`,
            defaultExpandedRowKeys: [0],
          },
        }),
      );
      await settle();
      await settle();
      return [...host.querySelectorAll('*')].filter(
        (el) => el.children.length === 0 && el.textContent === 'Details of R0',
      ).length;
    });
    // 1.10.4 draws it twice: once in the row's own line, once in the extra line of the spanning cell.
    expect(shown).toBe(1);
  });
});

describe('1.11.0: forceRender in virtual mode', () => {
  it('docs/changelog.md: "In virtual mode this holds for the rows that are mounted."', async () => {
    const found = await page().evaluate(async () => {
      const { h, VirtualTable, mount, settle, nameRows } = window.claims;
      // 200 rows of 30 px in a 300 px box: a dozen or so are mounted; none is expanded.
      const host = mount(
        h(VirtualTable as unknown as ComponentType<Record<string, unknown>>, {
          ...nameRows(200),
          rowKey: 'key',
          expandable: { expandedRowRender: (row: { name: string }) => `Details of ${row.name}`, forceRender: true },
        }),
      );
      await settle();
      await settle();
      const mounted = [...host.querySelectorAll('.rc-table-row[data-row-key]')]
        .filter((row) => !row.classList.contains('rc-table-row-extra'))
        .map((row) => `Details of R${row.getAttribute('data-row-key')}`);
      const details = [...host.querySelectorAll('.rc-table-expanded-row')].map((row) => ({
        text: row.textContent,
        hidden: getComputedStyle(row).display === 'none',
      }));
      return { mounted, details };
    });
    expect(found.mounted.length).toBeGreaterThan(5);
    expect(found.mounted.length).toBeLessThan(50);
    // Each mounted row has its content in the page, hidden; the other rows have none.
    expect(found.details.map((detail) => detail.text)).toEqual(found.mounted);
    expect(found.details.every((detail) => detail.hidden)).toBe(true);
  });
});

describe('1.5.0: scrollTo with offset and top', () => {
  it('docs/changelog.md: "takes an `offset` in pixels, for `index` and `key` (a `top` ignores it)"', async () => {
    const tops = await page().evaluate(() => window.claims.scrollTopsAfter([{ top: 600 }, { top: 600, offset: 40 }]));
    // Table, then VirtualTable: 600 with or without the offset.
    expect(tops).toEqual([600, 600, 600, 600]);
  });
});

describe('1.5.0: VirtualTable and offset', () => {
  it('docs/changelog.md: "`VirtualTable` aligns the row to the top and passes the offset to its list."', async () => {
    const gaps = await page().evaluate(async () => {
      const { h, React, VirtualTable, mount, settle, nameRows } = window.claims;
      const ref = React.createRef<{ scrollTo: (config: object) => void }>();
      const host = mount(
        h(VirtualTable as unknown as ComponentType<Record<string, unknown>>, {
          ref,
          ...nameRows(100),
        }),
      );
      await settle();
      const box = host.querySelector<HTMLElement>('.rc-table-tbody-virtual-holder')!;
      const read: number[] = [];
      // Without align but with an offset: the row goes to the top, the offset left free above it.
      for (const offset of [20, 40]) {
        ref.current!.scrollTo({ index: 0 });
        await settle();
        ref.current!.scrollTo({ index: 50, offset });
        for (let i = 0; i < 5; i += 1) await settle();
        const row = host.querySelector('[data-row-key="50"]')!.getBoundingClientRect();
        read.push(Math.round(row.top - box.getBoundingClientRect().top));
      }
      return read;
    });
    expect(gaps).toEqual([20, 40]);
  });
});

describe('1.4.1: the fixed header and its wheel listener', () => {
  it('docs/changelog.md: "The fixed header removes its wheel listener from the same element it was added to when it unmounts."', async () => {
    const listeners = await page().evaluate(async () => {
      const { h, Table, mount, settle } = window.claims;
      const added: [EventTarget, EventListenerOrEventListenerObject][] = [];
      const removed: [EventTarget, EventListenerOrEventListenerObject][] = [];
      const { addEventListener, removeEventListener } = EventTarget.prototype;
      EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, listener, options) {
        if (type === 'wheel' && listener) added.push([this, listener]);
        return addEventListener.call(this, type, listener, options);
      };
      EventTarget.prototype.removeEventListener = function (this: EventTarget, type: string, listener, options) {
        if (type === 'wheel' && listener) removed.push([this, listener]);
        return removeEventListener.call(this, type, listener, options);
      };
      try {
        mount(
          h(Table, {
            columns: [{ title: 'Name', dataIndex: 'name', key: 'name' }],
            data: [{ key: 1, name: 'Ann' }],
            scroll: { y: 100 },
          }),
        );
        await settle();
        const header = document.querySelector('.rc-table-header');
        const onHeader = added.filter(([target]) => target === header).length;
        // The table's own listeners: those on its elements (React's, on the root's element, are not the table's).
        const table = document.querySelector('.rc-table')!;
        const own = added.filter(([target]) => target instanceof Node && table.contains(target));
        mount(h('p', null, 'gone'));
        await settle();
        return {
          onHeader,
          own: own.length,
          // Every listener the table added was removed from the element it was added to.
          kept: own.filter(([target, listener]) => !removed.some(([t, l]) => t === target && l === listener)).length,
        };
      } finally {
        EventTarget.prototype.addEventListener = addEventListener;
        EventTarget.prototype.removeEventListener = removeEventListener;
      }
    });
    expect(listeners.onHeader).toBe(1);
    expect(listeners.own).toBeGreaterThanOrEqual(1);
    expect(listeners.kept).toBe(0);
  });
});

describe('1.3.0: the fixed header is drawn', () => {
  it('docs/changelog.md: "The header no longer shows up empty with `sticky` or `scroll.y`."', async () => {
    for (const props of [{ sticky: true }, { scroll: { y: 100 } }]) {
      const header = await page().evaluate(async (props) => {
        const { h, Table, mount, settle } = window.claims;
        const host = mount(
          h(Table, {
            columns: [
              { title: 'Name', dataIndex: 'name', key: 'name' },
              { title: 'City', dataIndex: 'city', key: 'city' },
            ],
            data: Array.from({ length: 20 }, (_, i) => ({ key: i, name: `Row ${i}`, city: 'Lima' })),
            ...props,
          }),
        );
        await settle();
        const cells = [...host.querySelectorAll('thead th')].map((th) => {
          const box = th.getBoundingClientRect();
          const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return {
            text: th.textContent,
            drawn: box.width > 20 && box.height > 10 && getComputedStyle(th).visibility === 'visible',
            onTop: seen === th || th.contains(seen),
          };
        });
        return cells;
      }, props);
      expect(header, JSON.stringify(props)).toEqual([
        { text: 'Name', drawn: true, onTop: true },
        { text: 'City', drawn: true, onTop: true },
      ]);
    }
  });
});

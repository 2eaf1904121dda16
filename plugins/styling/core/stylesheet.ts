/**
 * The styling page's stylesheet builder: a theme (colours for light and dark, border style, density, radius, stripes,
 * fixed-column shadow) and a colour mode in, a complete stylesheet for the library's class names out, its chosen
 * values as custom properties, so a project can change one value without editing the rules. The sheet needs nothing
 * else (not the package's own debugging sheet).
 *
 * A stylesheet has two parts. The structure (`STRUCTURAL_RULES`) is what the library's layout needs whatever the
 * look: fixed cells and a fixed header stick, the separate header, body and summary tables line up, an expanded row
 * of a table with fixed columns fits its view, shadows are placed beside fixed cells, virtual rows lay out their
 * cells, right-to-left flips. It is the same in every output (only its class prefix changes), and every length in it
 * that depends on the look reads a custom property. The look (colours, borders, paddings, fonts) follows the theme.
 *
 * The colour mode says when the dark colours apply: never ('light', the default), always ('dark'), while the system
 * prefers dark ('system', `prefers-color-scheme`), or inside an element whose attribute the project names has its
 * dark value ('attribute'; the nearest such element wins, light elsewhere). `prefix` is the class prefix
 * (`prefixCls`), `rc-table` unless given. Pure.
 */

export interface Palette {
  text: string;
  bg: string;
  headerBg: string;
  headerText: string;
  stripeBg: string;
  hoverBg: string;
  border: string;
  shadow: string;
  /** Secondary text: the caption, the expand icon. */
  textMuted: string;
  /** Faint text: the empty table's text, the sticky scroll bar. */
  textFaint: string;
  /** The expand icon under the pointer. */
  accent: string;
}

export type BorderStyle = 'none' | 'rows' | 'grid';

export interface Theme {
  light: Palette;
  dark: Palette;
  /** 'rows': lines between rows and between header cells; 'grid': between every cell; 'none'. */
  border: BorderStyle;
  /** Pixels. */
  rowHeight: number;
  paddingX: number;
  paddingY: number;
  radius: number;
  striped: boolean;
  shadow: boolean;
}

/** When the dark colours apply. */
export type ColourMode =
  | { kind: 'light' }
  | { kind: 'dark' }
  | { kind: 'system' }
  | { kind: 'attribute'; name: string; dark: string; light: string };

export const COLOUR_MODES = ['light', 'dark', 'system', 'attribute'] as const;

export interface StylesheetOptions {
  /** The class prefix (`prefixCls`); `rc-table` unless given. */
  prefix?: string;
  /** When the dark colours apply; light only unless given. */
  colours?: ColourMode;
}

/**
 * The site's own demo stylesheet (theme/table.css) as a theme: its values, in light and dark, where it
 * reads the site's colours (base.css).
 */
export const SITE_THEME: Theme = {
  light: {
    text: '#1c1e21',
    bg: '#ffffff',
    headerBg: '#f6f7f9',
    headerText: '#1c1e21',
    stripeBg: '#f6f7f9',
    hoverBg: '#eff4fa',
    border: '#dde0e5',
    shadow: '#00000024',
    textMuted: '#4b5058',
    textFaint: '#646a73',
    accent: '#1f5fbf',
  },
  dark: {
    text: '#e8eaed',
    bg: '#15171a',
    headerBg: '#1c1f23',
    headerText: '#e8eaed',
    stripeBg: '#1c1f23',
    hoverBg: '#1c222a',
    border: '#343941',
    shadow: '#0000008c',
    textMuted: '#b9bec6',
    textFaint: '#9aa1ab',
    accent: '#7fb0ff',
  },
  border: 'rows',
  rowHeight: 0,
  paddingX: 14,
  paddingY: 10,
  radius: 8,
  striped: false,
  shadow: true,
};

/** The colour mode under which the site preset draws as the site does: its `data-prefers-color` on the page. */
export const SITE_COLOURS: ColourMode = { kind: 'attribute', name: 'data-prefers-color', dark: 'dark', light: 'light' };

export const PRESETS: Record<string, Theme> = {
  site: SITE_THEME,
  grid: {
    ...SITE_THEME,
    light: { ...SITE_THEME.light, headerBg: '#e9edf5', stripeBg: '#f7f9fc' },
    dark: { ...SITE_THEME.dark, headerBg: '#232830', stripeBg: '#1a1d21' },
    border: 'grid',
    paddingX: 10,
    paddingY: 6,
    rowHeight: 0,
    radius: 4,
    striped: true,
  },
  plain: {
    ...SITE_THEME,
    light: { ...SITE_THEME.light, headerBg: '#ffffff', border: '#e6e8eb' },
    dark: { ...SITE_THEME.dark, headerBg: '#15171a', border: '#2a2e35' },
    border: 'none',
    paddingX: 16,
    paddingY: 12,
    radius: 0,
    shadow: false,
  },
};

const COLOUR = /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i;
const PREFIX = /^[a-z][\w-]*$/i;
/** An attribute name, and a value written inside quotes: letters, digits, `-`, `_`, `.`, `:` only. */
const ATTRIBUTE = /^[a-z_][\w.:-]*$/i;
const ATTRIBUTE_VALUE = /^[\w.:-]+$/;

/** Why a theme cannot be written (a colour that is not #rgb/#rrggbb(aa), a size out of range), or undefined. */
export function themeProblem(theme: Theme): string | undefined {
  for (const mode of ['light', 'dark'] as const)
    for (const [name, value] of Object.entries(theme[mode]))
      if (!COLOUR.test(value)) return `${mode}.${name}: "${value}" is not a colour like #1f5fbf`;
  for (const name of ['rowHeight', 'paddingX', 'paddingY', 'radius'] as const) {
    const value = theme[name];
    if (!Number.isFinite(value) || value < 0 || value > 200) return `${name}: ${value} is not a size from 0 to 200`;
  }
  if (!['none', 'rows', 'grid'].includes(theme.border)) return `border: "${theme.border}" is not none, rows or grid`;
  return undefined;
}

/** Why a colour mode cannot be written (an attribute name or value a selector cannot hold as typed), or undefined. */
export function colourModeProblem(mode: ColourMode): string | undefined {
  if (!COLOUR_MODES.includes(mode.kind)) return `colour mode: "${mode.kind}" is not ${COLOUR_MODES.join(', ')}`;
  if (mode.kind !== 'attribute') return undefined;
  if (!ATTRIBUTE.test(mode.name)) return `attribute: "${mode.name}" is not an attribute name like data-theme`;
  for (const which of ['dark', 'light'] as const)
    if (!ATTRIBUTE_VALUE.test(mode[which]))
      return `${which} value: "${mode[which]}" is not a value of letters, digits, -, _, . or :`;
  if (mode.dark === mode.light) return `dark value: "${mode.dark}" is the light value too`;
  return undefined;
}

const VARS: Record<keyof Palette, string> = {
  text: 'text',
  bg: 'bg',
  headerBg: 'header-bg',
  headerText: 'header-text',
  stripeBg: 'stripe-bg',
  hoverBg: 'hover-bg',
  border: 'border',
  shadow: 'shadow',
  textMuted: 'text-muted',
  textFaint: 'text-faint',
  accent: 'accent',
};

/** The custom property of a palette colour: `--rc-table-header-bg`. */
export const colourVar = (name: keyof Palette, prefix = 'rc-table') => `--${prefix}-${VARS[name]}`;

export interface StructuralRule {
  selector: string;
  declarations: string[];
  /** What breaks without it. */
  why: string;
}

/**
 * Every rule the library's layout needs, whatever the look, written for the prefix `rc-table` (another prefix
 * replaces it, custom properties included), each with what breaks without it. The package's own stylesheet
 * (assets/index.css) sorted into these and the look: its rules that place or size something are all here (sticky
 * fixed cells and their stacking, the negative margins of an expanded row's content, the overflow a fixed cell with
 * ellipsis keeps for its shadow, the tables' width and spacing, the sticky header and scroll bar, the ellipsis cut,
 * where shadows sit and which way they fall from right to left, the virtual body's rows and cells); its colours,
 * borders and paddings are the look's. Lengths that follow the look read custom properties the look sets:
 * `--rc-table-padding-y`, `--rc-table-padding-x` (the cell's padding), `--rc-table-frame` (the width of the outline
 * around the table) and `--rc-table-shadow` (transparent when the theme draws no shadow). The library sets inline
 * what depends on the data: a fixed cell's inset and stacking (`--z-offset`), a sticky header's top, an expanded
 * row's width, a virtual cell's width.
 */
export const STRUCTURAL_RULES: readonly StructuralRule[] = [
  {
    selector: '.rc-table',
    declarations: ['position: relative;', 'box-sizing: border-box;'],
    why: "The table's edge shadows are placed against the sides of its box.",
  },
  {
    selector: '.rc-table-rtl',
    declarations: ['direction: rtl;'],
    why: 'The library marks a right-to-left table with this class alone; every start and end below follows it.',
  },
  {
    selector: '.rc-table table',
    declarations: ['width: 100%;', 'border-spacing: 0;', 'border-collapse: separate;'],
    why: 'Header, body and summary are separate tables: their columns line up only when each fills its box without spacing, and sticky cells keep their borders only when borders are separate.',
  },
  {
    selector: '.rc-table-cell',
    declarations: ['position: relative;', 'box-sizing: border-box;'],
    why: "A cell is the box its own placed content is drawn in, and a column's width includes its cells' padding.",
  },
  {
    selector: '.rc-table-cell-fix,\n.rc-table-cell-fix-start,\n.rc-table-cell-fix-end',
    declarations: ['position: sticky !important;', 'z-index: calc(2 + var(--z-offset, 0));'],
    why: 'The library gives a fixed cell its inset and its place in the stack (--z-offset); it sticks only by this rule.',
  },
  {
    selector: '.rc-table-container',
    declarations: ['overflow: clip;'],
    why: 'Rounded corners cut the cells; clip, not hidden: a scroll container here would stop a sticky header, summary or scroll bar from sticking to the page.',
  },
  {
    selector: '.rc-table-content',
    declarations: ['overflow-x: auto;'],
    why: 'A table wider than its box scrolls inside it instead of widening the page (scroll.x sets its own overflow inline).',
  },
  {
    selector: '.rc-table-content,\n.rc-table-body',
    declarations: ['position: relative;'],
    why: 'What is placed inside the scroll boxes (a hidden caption) stays inside them.',
  },
  {
    selector: '.rc-table-header',
    declarations: ['overflow: hidden;'],
    why: 'A separate header (scroll.y, sticky) is moved sideways by the library with the body; it never scrolls by itself.',
  },
  {
    selector: '.rc-table-cell-scrollbar',
    declarations: ['padding: 0;'],
    why: "The header's last cell stands over the body's scroll bar: as wide as the bar, no wider.",
  },
  {
    selector: '.rc-table-sticky-holder',
    declarations: ['position: sticky;', 'z-index: calc(3 + 2 * var(--columns-count, 10));'],
    why: "A sticky header or summary sticks by this rule (the library sets its top or bottom) and passes over the body's fixed cells, whose stack goes up to 2 + 2 x the column count (--columns-count).",
  },
  {
    selector: '.rc-table-sticky-scroll',
    declarations: [
      'position: sticky;',
      'bottom: 0;',
      'z-index: calc(3 + 2 * var(--columns-count, 10));',
      'display: flex;',
      'align-items: center;',
      'box-sizing: border-box;',
      'min-height: 12px;',
    ],
    why: "The sticky scroll bar's track sticks to the bottom of the window over the cells. The library sizes it to the system scroll bar, which is 0 px with overlay scroll bars: it keeps a height to be grabbed.",
  },
  {
    selector: '.rc-table-sticky-scroll-bar',
    declarations: ['height: 8px;'],
    why: 'The bar the reader drags (the library sets its width and place).',
  },
  {
    selector: '.rc-table-cell-ellipsis',
    declarations: ['overflow: hidden;', 'white-space: nowrap;', 'text-overflow: ellipsis;'],
    why: 'A column with ellipsis keeps its text on one line and cuts it where the column ends.',
  },
  {
    selector: '.rc-table-cell-ellipsis .rc-table-cell-content',
    declarations: ['display: block;', 'overflow: hidden;', 'text-overflow: ellipsis;'],
    why: 'In a fixed cell with ellipsis the library wraps the text in this element, which cuts it instead of the cell (see the next rule).',
  },
  {
    selector:
      '.rc-table-cell-ellipsis.rc-table-cell-fix-start-shadow,\n.rc-table-cell-ellipsis.rc-table-cell-fix-end-shadow',
    declarations: ['overflow: visible;'],
    why: 'A fixed cell draws its shadow outside itself: one that hid its overflow would cut the shadow away.',
  },
  {
    selector: '.rc-table-cell-fix-start-shadow::after,\n.rc-table-cell-fix-end-shadow::after',
    declarations: [
      "content: '';",
      'position: absolute;',
      'top: 0;',
      'bottom: -1px;',
      'width: 12px;',
      'pointer-events: none;',
      'opacity: 0;',
      'transition: opacity 0.2s;',
    ],
    why: 'The shadow of the last fixed cell at either side, over the cells that scroll under it; shown once there is something under it.',
  },
  {
    selector: '.rc-table-cell-fix-start-shadow::after',
    declarations: ['inset-inline-start: 100%;', 'box-shadow: inset 10px 0 8px -8px var(--rc-table-shadow);'],
    why: 'It falls toward the end from a cell fixed at the start,',
  },
  {
    selector: '.rc-table-cell-fix-end-shadow::after',
    declarations: ['inset-inline-end: 100%;', 'box-shadow: inset -10px 0 8px -8px var(--rc-table-shadow);'],
    why: 'toward the start from a cell fixed at the end,',
  },
  {
    selector: '.rc-table-rtl .rc-table-cell-fix-start-shadow::after',
    declarations: ['box-shadow: inset -10px 0 8px -8px var(--rc-table-shadow);'],
    why: 'and the other way round from right to left.',
  },
  {
    selector: '.rc-table-rtl .rc-table-cell-fix-end-shadow::after',
    declarations: ['box-shadow: inset 10px 0 8px -8px var(--rc-table-shadow);'],
    why: 'The same, for the end.',
  },
  {
    selector: '.rc-table-fix-start-shadow::before,\n.rc-table-fix-end-shadow::after',
    declarations: [
      "content: '';",
      'position: absolute;',
      'z-index: 1;',
      'top: 0;',
      'bottom: 0;',
      'width: 12px;',
      'pointer-events: none;',
      'opacity: 0;',
      'transition: opacity 0.2s;',
    ],
    why: 'A table that scrolls sideways shades the side where more columns wait, under any fixed cells.',
  },
  {
    selector: '.rc-table-fix-start-shadow::before',
    declarations: ['inset-inline-start: 0;', 'box-shadow: inset 10px 0 8px -8px var(--rc-table-shadow);'],
    why: 'At the start,',
  },
  {
    selector: '.rc-table-fix-end-shadow::after',
    declarations: ['inset-inline-end: 0;', 'box-shadow: inset -10px 0 8px -8px var(--rc-table-shadow);'],
    why: 'at the end,',
  },
  {
    selector: '.rc-table-rtl.rc-table-fix-start-shadow::before',
    declarations: ['box-shadow: inset -10px 0 8px -8px var(--rc-table-shadow);'],
    why: 'and flipped from right to left.',
  },
  {
    selector: '.rc-table-rtl.rc-table-fix-end-shadow::after',
    declarations: ['box-shadow: inset 10px 0 8px -8px var(--rc-table-shadow);'],
    why: 'The same, for the end.',
  },
  {
    selector:
      '.rc-table-cell-fix-start-shadow-show::after,\n.rc-table-cell-fix-end-shadow-show::after,\n.rc-table-fix-start-shadow-show::before,\n.rc-table-fix-end-shadow-show::after',
    declarations: ['opacity: 1;'],
    why: 'The library adds these classes while something lies under that side.',
  },
  {
    selector: '.rc-table-expanded-row-fixed',
    declarations: [
      'box-sizing: border-box;',
      'margin: calc(-1 * var(--rc-table-padding-y)) calc(-1 * var(--rc-table-padding-x));',
      'padding: var(--rc-table-padding-y) var(--rc-table-padding-x);',
    ],
    why: "In a table with fixed columns the library makes an expanded row's content (and the empty text) as wide as the table's box and sticks it to the view's left: it covers its cell's padding, or it sticks out of the view by that much and the body scrolls further than its header.",
  },
  {
    selector: ".rc-table:has(.rc-table-expanded-row-fixed[style^='width:0;'])",
    declarations: ['container-type: inline-size;'],
    why: 'That width is known only once the table is mounted: server-rendered HTML has it 0 px wide, one word a line. Until then the table is a size container,',
  },
  {
    selector: ".rc-table-expanded-row-fixed[style^='width:0;']",
    declarations: ['width: 100cqi !important;'],
    why: "and the content takes the width of the table's box.",
  },
  {
    selector: '.rc-table-content > * > .rc-table-caption',
    declarations: [
      'position: sticky;',
      'inset-inline-start: 0;',
      'box-sizing: border-box;',
      'width: max-content;',
      'max-width: 100cqi;',
    ],
    why: "The caption is inside the table: as wide as its text (at most the nearest size container's width, else the window's), it stays in view while a wide table scrolls sideways.",
  },
  {
    selector: '.rc-table-body .rc-table-caption',
    declarations: [
      'position: absolute;',
      'width: 1px;',
      'height: 1px;',
      'padding: 0;',
      'overflow: hidden;',
      'clip-path: inset(50%);',
      'white-space: nowrap;',
    ],
    why: "With a separate header (scroll.y, sticky) the library puts the caption in the body's table, below the header: it is kept for screen readers only.",
  },
  {
    selector: '.rc-table-row-expand-icon-cell,\n.rc-table-expand-icon-col',
    declarations: ['width: 60px;'],
    why: "The expand column has no width from the library unless expandable.columnWidth gives one: without this it takes a share of what is left, or nothing. The package's own stylesheet gives it 60 px; so does this one, so that the columns after it sit where they would.",
  },
  {
    selector: '.rc-table-row-spaced',
    declarations: ['visibility: hidden;'],
    why: 'In a tree, a record without children holds the room of an expand icon, unseen, so its text lines up with its siblings.',
  },
  {
    selector: '.rc-table-tbody-virtual .rc-table-row',
    declarations: ['display: flex;', 'box-sizing: border-box;', 'width: 100%;'],
    why: 'VirtualTable draws rows as boxes, not table rows: each lays its cells out in a line (the library sets its width).',
  },
  {
    selector: '.rc-table-tbody-virtual .rc-table-cell',
    declarations: ['flex: 0 0 var(--virtual-width);', 'width: var(--virtual-width);', 'box-sizing: border-box;'],
    why: "A virtual cell is as wide as its column, padding included; an expanded row's cell takes the width the library gives it in --virtual-width.",
  },
  {
    selector: '.rc-table-measure-row td',
    declarations: ['padding: 0 !important;', 'border: 0 !important;', 'height: 0;'],
    why: 'The library measures column widths with a hidden row: it takes no room.',
  },
];

/** The structure for a class prefix: `STRUCTURAL_RULES`, each with its reason above it. */
export function structuralCss(prefix = 'rc-table'): string[] {
  return STRUCTURAL_RULES.map(
    ({ selector, declarations, why }) =>
      `/* ${why} */\n${selector.replaceAll('rc-table', prefix)} {\n${declarations
        .map((d) => `  ${d.replaceAll('rc-table', prefix)}`)
        .join('\n')}\n}`,
  );
}

/** A palette as declarations; the shadow transparent when the theme draws none. */
const palette = (colours: Palette, theme: Theme, prefix: string, indent: string) =>
  (Object.keys(VARS) as (keyof Palette)[]).map(
    (name) =>
      `${indent}${colourVar(name, prefix)}: ${name === 'shadow' && !theme.shadow ? 'transparent' : colours[name]};`,
  );

const block = (selector: string, lines: string[]) => `${selector} {\n${lines.join('\n')}\n}`;

/** Where the palettes are set, for a colour mode. */
function colourRules(theme: Theme, mode: ColourMode, prefix: string): string[] {
  const p = `.${prefix}`;
  const light = palette(theme.light, theme, prefix, '  ');
  const dark = palette(theme.dark, theme, prefix, '  ');
  switch (mode.kind) {
    case 'light':
      return [`/* The light colours, whatever the system or the page prefers. */`, block(p, light)];
    case 'dark':
      return [`/* The dark colours, whatever the system or the page prefers. */`, block(p, dark)];
    case 'system':
      return [
        `/* The light colours, and the dark ones while the system prefers dark. */`,
        block(p, light),
        `@media (prefers-color-scheme: dark) {\n  ${p} {\n${palette(theme.dark, theme, prefix, '    ').join('\n')}\n  }\n}`,
      ];
    case 'attribute': {
      const on = (value: string) => `[${mode.name}='${value}']`;
      return [
        `/* The dark colours inside an element whose ${mode.name} is '${mode.dark}', the light ones inside one whose ${mode.name} is '${mode.light}' (the nearest wins: the colours are inherited), and light elsewhere. */`,
        block(`:root,\n${on(mode.light)}`, light),
        block(on(mode.dark), dark),
      ];
    }
  }
}

/** The class a project gives VirtualTable's every second row (with `rowClassName`) for the stripes. */
export const virtualStripeClass = (prefix = 'rc-table') => `${prefix}-row-stripe`;

/** The stylesheet of a theme. Throws with `themeProblem`'s or `colourModeProblem`'s words when it cannot be written. */
export function buildStylesheet(
  theme: Theme,
  { prefix = 'rc-table', colours = { kind: 'light' } }: StylesheetOptions = {},
): string {
  const problem = themeProblem(theme) ?? colourModeProblem(colours);
  if (problem) throw new Error(problem);
  if (!PREFIX.test(prefix)) throw new Error(`prefix: "${prefix}" is not a class prefix like rc-table`);
  const p = `.${prefix}`;
  const v = (name: string) => `var(--${prefix}-${name})`;
  const line = `1px solid ${v('border')}`;
  const borders = theme.border !== 'none';
  const rules: string[] = [];
  const rule = (selector: string, ...body: string[]) =>
    rules.push(
      block(
        selector,
        body.map((d) => `  ${d}`),
      ),
    );

  rules.push(
    `/* A stylesheet for @rc-component/table: its class names, the chosen values as custom properties. */`,
    block(p, [
      `  --${prefix}-radius: ${theme.radius}px;`,
      `  --${prefix}-padding-y: ${theme.paddingY}px;`,
      `  --${prefix}-padding-x: ${theme.paddingX}px;`,
      `  --${prefix}-row-height: ${theme.rowHeight ? `${theme.rowHeight}px` : 'auto'};`,
      `  --${prefix}-frame: ${borders ? 1 : 0}px;`,
    ]),
    ...colourRules(theme, colours, prefix),
    `/* Look: the theme's colours, borders and sizes. */`,
  );
  const padding = `${v('padding-y')} ${v('padding-x')}`;
  rule(p, `color: ${v('text')};`, `background: ${v('bg')};`, 'font-size: 14px;', 'line-height: 1.5;');
  // The frame is an outline drawn inside the box's edge: a border would take its width from the scroll containers
  // inside, and a table exactly as wide as its box would scroll by it.
  rule(
    `${p}-container`,
    `outline: ${v('frame')} solid ${v('border')};`,
    `outline-offset: calc(-1 * ${v('frame')});`,
    `border-radius: ${v('radius')};`,
  );
  rule(
    `${p}-caption`,
    'caption-side: top;',
    `padding: ${padding} calc(${v('padding-y')} * 0.8);`,
    'text-align: start;',
    'font-weight: 600;',
    `color: ${v('text-muted')};`,
  );
  rule(`${p}-title,\n${p}-footer`, `padding: ${padding};`, `background: ${v('header-bg')};`);
  if (borders) {
    rule(`${p}-title`, `border-bottom: ${line};`);
    rule(`${p}-footer`, `border-top: ${line};`);
  }
  rule(
    `${p}-cell`,
    `padding: ${padding};`,
    `height: ${v('row-height')};`,
    borders ? `border-bottom: ${line};` : 'border: 0;',
    `background: ${v('bg')};`,
    'text-align: start;',
    'overflow-wrap: break-word;',
  );
  if (theme.border === 'grid') rule(`${p}-cell:not(:last-child)`, `border-inline-end: ${line};`);
  rule(
    `${p}-thead ${p}-cell`,
    `background: ${v('header-bg')};`,
    'font-weight: 600;',
    `color: ${v('header-text')};`,
    'white-space: nowrap;',
  );
  if (theme.border === 'rows')
    rule(
      `${p}-thead ${p}-cell + ${p}-cell,\n${p}-thead tr:not(:first-child) ${p}-cell:first-child`,
      `box-shadow: inset 1px 0 0 ${v('border')};`,
    );
  if (borders) rule(`${p}-tbody > tr:last-child > ${p}-cell`, 'border-bottom: 0;');
  rule(
    `${p}-summary ${p}-cell`,
    ...(borders ? [`border-top: ${line};`] : []),
    'border-bottom: 0;',
    `background: ${v('header-bg')};`,
    'font-weight: 600;',
  );
  if (theme.striped) {
    // Every second record's row of a table (expanded rows between do not count). VirtualTable draws only the rows in
    // view, so no selector can count its rows: a project marks them with rowClassName and this class.
    rule(`${p}-tbody > :where(${p}-row:nth-child(even of ${p}-row)) > ${p}-cell`, `background: ${v('stripe-bg')};`);
    rule(`${p}-tbody-virtual :where(.${virtualStripeClass(prefix)}) > ${p}-cell`, `background: ${v('stripe-bg')};`);
  }
  rule(`${p}-tbody ${p}-cell-row-hover`, `background: ${v('hover-bg')};`);
  rule(`${p}-expanded-row > ${p}-cell`, `background: ${v('stripe-bg')};`);
  rule(`${p}-sticky-holder`, `background: ${v('bg')};`);
  rule(
    `${p}-sticky-scroll`,
    ...(borders ? [`border-top: ${line};`] : []),
    `background: color-mix(in srgb, ${v('bg')} 85%, transparent);`,
    'opacity: 0.7;',
  );
  rule(`${p}-sticky-scroll:hover`, 'opacity: 1;');
  rule(`${p}-sticky-scroll-bar`, 'border-radius: 4px;', `background: ${v('text-faint')};`, 'opacity: 0.5;');
  // VirtualTable's scroll bars are the virtual list's, which reads its colour from this property (else a black
  // that a dark background hides).
  rule(`${p}-tbody-virtual`, `--rc-virtual-list-scrollbar-bg: ${v('text-faint')};`);
  rule(`${p}-sticky-scroll-bar:hover,\n${p}-sticky-scroll-bar-active`, 'opacity: 0.8;');
  rule(`${p}-row-expand-icon-cell,\n${p}-expand-icon-col`, 'text-align: center;');
  // The icon may be a <span> (the library's default) or a <button> (components.ExpandIcon): the same look.
  rule(
    `${p}-row-expand-icon`,
    'display: inline-flex;',
    'align-items: center;',
    'justify-content: center;',
    'box-sizing: border-box;',
    'width: 18px;',
    'height: 18px;',
    'min-height: 0;',
    'padding: 0;',
    'margin-inline-end: 8px;',
    'vertical-align: -3px;',
    `border: 1px solid ${v('border')};`,
    'border-radius: 4px;',
    `background: ${v('bg')};`,
    `color: ${v('text-muted')};`,
    "font: 600 14px/1 ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;",
    'cursor: pointer;',
    'user-select: none;',
  );
  rule(`${p}-row-expand-icon:hover`, `border-color: ${v('accent')};`, `color: ${v('accent')};`);
  rule(`${p}-row-expanded::after`, "content: '−';");
  rule(`${p}-row-collapsed::after`, "content: '+';");
  rule(`${p}-row-spaced::after`, "content: '.';");
  rule(`${p}-row-indent`, 'display: inline-block;', 'height: 1px;');
  rule(
    `${p}-placeholder ${p}-cell`,
    `padding: 32px ${v('padding-x')};`,
    'text-align: center;',
    `color: ${v('text-faint')};`,
  );
  // The structure comes last: no rule of the look can undo it.
  rules.push(`/* Structure: what the library's layout needs, whatever the look. */`, ...structuralCss(prefix));
  return `${rules.join('\n')}\n`;
}

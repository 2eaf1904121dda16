/**
 * The styling page's stylesheet builder: a theme (colours for light and dark, border style, density, radius, stripes,
 * fixed-column shadow) in, a complete stylesheet for the library's class names out, its chosen values as custom
 * properties on `.rc-table`, so a project can change one value without editing the rules. The sheet needs nothing
 * else (not the package's own debugging sheet): it also makes fixed cells and a fixed header sticky, which the library
 * leaves to CSS. Dark colours apply under `prefers-color-scheme: dark`, and a page's own choice wins: `data-theme`
 * set to `light` or `dark` on any ancestor. `prefix` is the class prefix (`prefixCls`), `rc-table` unless given. Pure.
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
}

export type BorderStyle = 'none' | 'rows' | 'grid';

export interface Theme {
  light: Palette;
  dark: Palette;
  border: BorderStyle;
  /** Pixels. */
  rowHeight: number;
  paddingX: number;
  paddingY: number;
  radius: number;
  striped: boolean;
  shadow: boolean;
}

/** The site's own demo stylesheet (app/theme/styles/table.css) as a theme: its colours in light and dark. */
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
  },
  border: 'rows',
  rowHeight: 0,
  paddingX: 14,
  paddingY: 10,
  radius: 8,
  striped: false,
  shadow: true,
};

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

const VARS: Record<keyof Palette, string> = {
  text: 'text',
  bg: 'bg',
  headerBg: 'header-bg',
  headerText: 'header-text',
  stripeBg: 'stripe-bg',
  hoverBg: 'hover-bg',
  border: 'border',
  shadow: 'shadow',
};

/** The custom property of a palette colour: `--rc-table-header-bg`. */
export const colourVar = (name: keyof Palette, prefix = 'rc-table') => `--${prefix}-${VARS[name]}`;

const palette = (colours: Palette, prefix: string, indent: string) =>
  (Object.keys(VARS) as (keyof Palette)[]).map((name) => `${indent}${colourVar(name, prefix)}: ${colours[name]};`);

/** The stylesheet of a theme. Throws with `themeProblem`'s words when the theme cannot be written. */
export function buildStylesheet(theme: Theme, prefix = 'rc-table'): string {
  const problem = themeProblem(theme);
  if (problem) throw new Error(problem);
  const p = `.${prefix}`;
  const v = (name: string) => `var(--${prefix}-${name})`;
  const line = `1px solid ${v('border')}`;
  const rules: string[] = [];
  const rule = (selector: string, ...body: string[]) =>
    rules.push(`${selector} {\n${body.map((d) => `  ${d}`).join('\n')}\n}`);

  rules.push(
    `/* A stylesheet for @rc-component/table: its class names, the chosen values as custom properties. */`,
    `${p} {\n${[
      ...palette(theme.light, prefix, '  '),
      `  --${prefix}-radius: ${theme.radius}px;`,
      `  --${prefix}-padding: ${theme.paddingY}px ${theme.paddingX}px;`,
      `  --${prefix}-row-height: ${theme.rowHeight ? `${theme.rowHeight}px` : 'auto'};`,
      `  position: relative;`,
      `  color: ${v('text')};`,
      `  background: ${v('bg')};`,
      `  font-size: 14px;`,
      `  line-height: 1.5;`,
    ].join('\n')}\n}`,
    `@media (prefers-color-scheme: dark) {\n  ${p} {\n${palette(theme.dark, prefix, '    ').join('\n')}\n  }\n}`,
    `[data-theme='light'] ${p} {\n${palette(theme.light, prefix, '  ').join('\n')}\n}`,
    `[data-theme='dark'] ${p} {\n${palette(theme.dark, prefix, '  ').join('\n')}\n}`,
  );
  rule(`${p} table`, 'width: 100%;', 'border-spacing: 0;', 'border-collapse: separate;');
  rule(
    `${p}-container`,
    theme.border === 'none' ? 'border: 0;' : `border: ${line};`,
    `border-radius: ${v('radius')};`,
    'overflow: clip;',
  );
  rule(`${p}-content`, 'overflow-x: auto;');
  rule(`${p}-content, ${p}-body`, 'position: relative;');
  rule(`${p}-title, ${p}-footer`, `padding: ${v('padding')};`);
  rule(
    `${p}-cell`,
    `padding: ${v('padding')};`,
    `height: ${v('row-height')};`,
    'box-sizing: border-box;',
    `background: ${v('bg')};`,
    'text-align: start;',
    theme.border === 'none' ? 'border: 0;' : `border-bottom: ${line};`,
  );
  if (theme.border === 'grid') rule(`${p}-cell:not(:last-child)`, `border-inline-end: ${line};`);
  rule(`${p}-thead ${p}-cell`, `background: ${v('header-bg')};`, `color: ${v('header-text')};`, 'font-weight: 600;');
  if (theme.border !== 'none') rule(`${p}-tbody > tr:last-child > ${p}-cell`, 'border-bottom: 0;');
  rule(`${p}-summary ${p}-cell`, `background: ${v('header-bg')};`, 'font-weight: 600;');
  if (theme.border !== 'none') rule(`${p}-summary ${p}-cell`, `border-top: ${line};`);
  if (theme.striped)
    rule(`${p}-tbody > ${p}-row:nth-child(even of ${p}-row) > ${p}-cell`, `background: ${v('stripe-bg')};`);
  rule(`${p}-tbody ${p}-cell-row-hover`, `background: ${v('hover-bg')};`);
  rule(`${p}-cell-ellipsis`, 'overflow: hidden;', 'white-space: nowrap;', 'text-overflow: ellipsis;');
  rule(`${p}-cell-ellipsis ${p}-cell-content`, 'display: block;', 'overflow: hidden;', 'text-overflow: ellipsis;');
  // The library places fixed cells (their inset, their stacking in --z-offset); sticking them is the sheet's part.
  rule(`${p}-cell-fix`, 'position: sticky;', 'z-index: calc(2 + var(--z-offset, 0));');
  if (theme.shadow) {
    rule(
      `${p}-cell-fix-start-shadow::after, ${p}-cell-fix-end-shadow::after`,
      "content: '';",
      'position: absolute;',
      'top: 0;',
      'bottom: -1px;',
      'width: 12px;',
      'pointer-events: none;',
      'opacity: 0;',
      'transition: opacity 0.2s;',
    );
    rule(
      `${p}-cell-fix-start-shadow::after`,
      'inset-inline-start: 100%;',
      `box-shadow: inset 10px 0 8px -8px ${v('shadow')};`,
    );
    rule(
      `${p}-cell-fix-end-shadow::after`,
      'inset-inline-end: 100%;',
      `box-shadow: inset -10px 0 8px -8px ${v('shadow')};`,
    );
    rule(`${p}-rtl ${p}-cell-fix-start-shadow::after`, `box-shadow: inset -10px 0 8px -8px ${v('shadow')};`);
    rule(`${p}-rtl ${p}-cell-fix-end-shadow::after`, `box-shadow: inset 10px 0 8px -8px ${v('shadow')};`);
    rule(`${p}-cell-fix-start-shadow-show::after, ${p}-cell-fix-end-shadow-show::after`, 'opacity: 1;');
  }
  rule(`${p}-header`, 'overflow: hidden;');
  rule(`${p}-sticky-holder, ${p}-sticky-scroll`, 'z-index: calc(3 + 2 * var(--columns-count, 10));');
  rule(`${p}-sticky-holder`, 'position: sticky;', `background: ${v('bg')};`);
  rule(`${p}-sticky-scroll`, 'position: sticky;', 'bottom: 0;', 'min-height: 12px;', `background: ${v('bg')};`);
  rule(`${p}-sticky-scroll-bar`, 'height: 8px;', 'border-radius: 4px;', `background: ${v('border')};`);
  rule(`${p}-expanded-row > ${p}-cell`, `background: ${v('stripe-bg')};`);
  rule(`${p}-expanded-row-fixed`, 'position: relative;');
  rule(`${p}-row-expand-icon-cell, ${p}-expand-icon-col`, 'width: 48px;', 'text-align: center;');
  rule(
    `${p}-row-expand-icon`,
    'display: inline-flex;',
    'align-items: center;',
    'justify-content: center;',
    'box-sizing: border-box;',
    'width: 18px;',
    'height: 18px;',
    `border: 1px solid ${v('border')};`,
    'border-radius: 4px;',
    `background: ${v('bg')};`,
    'color: inherit;',
    'font: 600 14px/1 monospace;',
    'cursor: pointer;',
  );
  rule(`${p}-row-expanded::after`, "content: '−';");
  rule(`${p}-row-collapsed::after`, "content: '+';");
  rule(`${p}-row-spaced`, 'visibility: hidden;');
  rule(`${p}-row-indent`, 'display: inline-block;');
  rule(`${p}-placeholder ${p}-cell`, 'text-align: center;');
  rule(`${p}-tbody-virtual ${p}-row`, 'display: flex;');
  rule(`${p}-tbody-virtual ${p}-cell`, 'flex: none;');
  rule(`${p}-measure-row td`, 'padding: 0 !important;', 'border: 0 !important;', 'height: 0;');
  rule(`${p}-rtl`, 'direction: rtl;');
  return `${rules.join('\n')}\n`;
}

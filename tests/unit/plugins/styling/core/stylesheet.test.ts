import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PRESETS,
  SITE_COLOURS,
  SITE_THEME,
  STRUCTURAL_RULES,
  buildStylesheet,
  colourModeProblem,
  colourVar,
  structuralCss,
  themeProblem,
  virtualStripeClass,
  type ColourMode,
  type Theme,
} from '../../../../../plugins/styling/core/stylesheet.ts';
import texts from '../../../../../plugins/styling/core/styling-texts.json';
import { ROOT } from '../../../../support/source-files';

const theme = (change: Partial<Theme>): Theme => ({ ...SITE_THEME, ...change });

/** The declarations of every rule whose selector is exactly `selector` (outside @media), joined. */
const declarationsOf = (css: string, selector: string) =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(?:^|\n)([^{}\n][^{}]*?) \{\n([^{}]*)\n\}/g)]
    .filter(([, head]) => head.trim() === selector)
    .map(([, , body]) => body)
    .join('\n');

describe('buildStylesheet', () => {
  it('puts the chosen values in custom properties on the table', () => {
    const css = buildStylesheet(theme({ light: { ...SITE_THEME.light, headerBg: '#123456' }, radius: 12 }));
    expect(css).toContain('.rc-table {\n  --rc-table-radius: 12px;');
    expect(css).toContain('--rc-table-header-bg: #123456;');
    expect(css).toContain('.rc-table-thead .rc-table-cell {\n  background: var(--rc-table-header-bg);');
    expect(buildStylesheet(theme({ paddingY: 4, paddingX: 9 }))).toContain(
      '--rc-table-padding-y: 4px;\n  --rc-table-padding-x: 9px;',
    );
  });

  describe('colour modes', () => {
    const light = '--rc-table-text: #1c1e21;';
    const dark = '--rc-table-text: #e8eaed;';
    const build = (colours?: ColourMode) => buildStylesheet(SITE_THEME, colours ? { colours } : {});

    it('light only by default: the light palette on the table, nothing that switches to dark', () => {
      for (const css of [build(), build({ kind: 'light' })]) {
        expect(css).toContain(`.rc-table {\n  ${light}`);
        expect(css).not.toContain(dark);
        expect(css).not.toContain('prefers-color-scheme');
        expect(css).not.toContain('data-theme');
      }
    });

    it('dark only: the dark palette on the table, nothing else', () => {
      const css = build({ kind: 'dark' });
      expect(css).toContain(`.rc-table {\n  ${dark}`);
      expect(css).toContain('--rc-table-bg: #15171a;');
      expect(css).not.toContain(light);
      expect(css).not.toContain('prefers-color-scheme');
    });

    it('following the system: light on the table, dark under prefers-color-scheme: dark', () => {
      const css = build({ kind: 'system' });
      expect(css).toContain(`.rc-table {\n  ${light}`);
      expect(css).toMatch(/@media \(prefers-color-scheme: dark\) \{\n {2}\.rc-table \{\n {4}--rc-table-text: #e8eaed;/);
      expect(css).not.toContain('[data-');
    });

    it('following an attribute: light at the root and where it says light, dark where it says dark, later', () => {
      const css = build({ kind: 'attribute', name: 'data-mode', dark: 'night', light: 'day' });
      const lightAt = css.indexOf(`:root,\n[data-mode='day'] {\n  ${light}`);
      const darkAt = css.indexOf(`[data-mode='night'] {\n  ${dark}`);
      expect(lightAt).toBeGreaterThan(0);
      // Both match an element that is the root and says dark: the later one wins.
      expect(darkAt).toBeGreaterThan(lightAt);
      expect(css).not.toContain('prefers-color-scheme');
      // The palette is inherited from the nearest element with the attribute, so the table itself sets none.
      expect(declarationsOf(css, '.rc-table')).not.toContain('--rc-table-text:');
    });

    it('refuses an attribute or value a selector cannot hold as typed, and one value for both', () => {
      expect(
        colourModeProblem({ kind: 'attribute', name: 'data-theme', dark: 'dark', light: 'light' }),
      ).toBeUndefined();
      expect(colourModeProblem(SITE_COLOURS)).toBeUndefined();
      expect(colourModeProblem({ kind: 'attribute', name: 'data theme', dark: 'a', light: 'b' })).toMatch(/^attribute/);
      expect(colourModeProblem({ kind: 'attribute', name: 'x', dark: "d']", light: 'b' })).toMatch(/^dark value/);
      expect(colourModeProblem({ kind: 'attribute', name: 'x', dark: 'a', light: '' })).toMatch(/^light value/);
      expect(colourModeProblem({ kind: 'attribute', name: 'x', dark: 'a', light: 'a' })).toMatch(/light value too/);
      expect(colourModeProblem({ kind: 'auto' } as unknown as ColourMode)).toMatch(/^colour mode/);
      expect(() => build({ kind: 'attribute', name: '1x', dark: 'a', light: 'b' })).toThrow(/attribute/);
    });

    it('names every mode, and says what each does, in every language of the builder', () => {
      for (const kind of ['light', 'dark', 'system', 'attribute'])
        for (const key of [`colours.${kind}`, `colours.${kind}.note`])
          for (const locale of ['en-US', 'zh-CN'])
            expect((texts.builder as Record<string, Record<string, string>>)[key]?.[locale], key).toBeTruthy();
    });
  });

  it('draws the border style asked for', () => {
    const none = buildStylesheet(theme({ border: 'none' }));
    const rows = buildStylesheet(theme({ border: 'rows' }));
    const grid = buildStylesheet(theme({ border: 'grid' }));
    expect(none).toContain('--rc-table-frame: 0px;');
    expect(none).not.toContain('border-bottom: 1px');
    expect(rows).toContain('--rc-table-frame: 1px;');
    expect(rows).toContain('border-bottom: 1px solid var(--rc-table-border);');
    expect(rows).toContain('box-shadow: inset 1px 0 0 var(--rc-table-border);');
    expect(rows).not.toContain('border-inline-end');
    expect(grid).toContain('.rc-table-cell:not(:last-child) {\n  border-inline-end: 1px solid var(--rc-table-border);');
  });

  it("adds stripes only when asked, for a table's rows and for VirtualTable's marked rows, under the hover", () => {
    const striped = buildStylesheet(theme({ striped: true }));
    const table = striped.indexOf(
      '.rc-table-tbody > :where(.rc-table-row:nth-child(even of .rc-table-row)) > .rc-table-cell {\n  background: var(--rc-table-stripe-bg);',
    );
    const virtual = striped.indexOf(
      `.rc-table-tbody-virtual :where(.${virtualStripeClass()}) > .rc-table-cell {\n  background: var(--rc-table-stripe-bg);`,
    );
    const hover = striped.indexOf('.rc-table-tbody .rc-table-cell-row-hover {');
    expect(table).toBeGreaterThan(0);
    expect(virtual).toBeGreaterThan(0);
    // As specific as the stripes (their row in :where), and later: the row under the pointer shows it.
    expect(hover).toBeGreaterThan(Math.max(table, virtual));
    expect(buildStylesheet(theme({ striped: false }))).not.toContain('stripe-bg);\n}\n.rc-table-tbody-virtual');
    expect(buildStylesheet(theme({ striped: false }))).not.toContain('nth-child');
  });

  it('draws the shadows only when asked: otherwise their colour is transparent', () => {
    expect(buildStylesheet(theme({ shadow: true }))).toContain('--rc-table-shadow: #00000024;');
    expect(buildStylesheet(theme({ shadow: false }))).toContain('--rc-table-shadow: transparent;');
    expect(buildStylesheet(theme({ shadow: false }), { colours: { kind: 'system' } })).not.toContain('#0000008c');
    expect(buildStylesheet(theme({ rowHeight: 0 }))).toContain('--rc-table-row-height: auto;');
    expect(buildStylesheet(theme({ rowHeight: 36 }))).toContain('--rc-table-row-height: 36px;');
  });

  it("colours VirtualTable's scroll bars (the virtual list's) with the theme's faint text colour", () => {
    const css = buildStylesheet(PRESETS.site);
    expect(css).toMatch(
      /\.rc-table-tbody-virtual \{\n {2}--rc-virtual-list-scrollbar-bg: var\(--rc-table-text-faint\);/,
    );
  });

  it('writes another class prefix when given one', () => {
    const css = buildStylesheet(SITE_THEME, { prefix: 'my-grid' });
    expect(css).toContain('.my-grid-cell {');
    expect(css).toContain('--my-grid-header-bg');
    expect(css).toContain('margin: calc(-1 * var(--my-grid-padding-y)) calc(-1 * var(--my-grid-padding-x));');
    expect(css).not.toContain('rc-table');
    expect(colourVar('hoverBg', 'x')).toBe('--x-hover-bg');
    expect(() => buildStylesheet(SITE_THEME, { prefix: 'a{b' })).toThrow(/prefix/);
  });

  it('refuses a colour or size it cannot write, saying which', () => {
    expect(themeProblem(SITE_THEME)).toBeUndefined();
    for (const preset of Object.values(PRESETS)) expect(themeProblem(preset)).toBeUndefined();
    const bad = theme({ light: { ...SITE_THEME.light, bg: 'red; } body { display: none' } });
    expect(themeProblem(bad)).toMatch(/^light\.bg: .* is not a colour/);
    expect(() => buildStylesheet(bad)).toThrow(/light\.bg/);
    expect(themeProblem(theme({ radius: -1 }))).toMatch(/^radius: -1 is not a size/);
    expect(themeProblem(theme({ paddingX: Number.NaN }))).toMatch(/^paddingX/);
    expect(themeProblem(theme({ border: 'dotted' as Theme['border'] }))).toMatch(/^border/);
  });
});

describe('the structure', () => {
  const variants: [string, string][] = [];
  for (const [name, preset] of Object.entries(PRESETS))
    for (const colours of [{ kind: 'light' }, { kind: 'dark' }, { kind: 'system' }, SITE_COLOURS] as ColourMode[])
      for (const change of [
        {},
        { border: 'none' },
        { border: 'grid' },
        { striped: true, shadow: false },
      ] as Partial<Theme>[])
        variants.push([
          `${name} ${colours.kind} ${JSON.stringify(change)}`,
          buildStylesheet({ ...preset, ...change }, { colours }),
        ]);

  it('is in every output, whatever the theme and the colour mode, after every rule of the look', () => {
    const rules = structuralCss();
    expect(rules).toHaveLength(STRUCTURAL_RULES.length);
    for (const [name, css] of variants) {
      let at = css.indexOf('/* Structure:');
      expect(at, name).toBeGreaterThan(0);
      for (const rule of rules) {
        const next = css.indexOf(rule, at);
        expect(next, `${name}: ${rule.split('\n')[1]}`).toBeGreaterThan(at);
        at = next;
      }
    }
  });

  it("covers every rule of the package's own stylesheet that places or sizes something", () => {
    const css = buildStylesheet(PRESETS.plain);
    // Geometry the package's assets/index.css sets, each as one of these rules must write it.
    const needed: [string, string][] = [
      ['.rc-table-cell-fix,\n.rc-table-cell-fix-start,\n.rc-table-cell-fix-end', 'position: sticky !important;'],
      [
        '.rc-table-cell-fix,\n.rc-table-cell-fix-start,\n.rc-table-cell-fix-end',
        'z-index: calc(2 + var(--z-offset, 0));',
      ],
      [
        '.rc-table-expanded-row-fixed',
        'margin: calc(-1 * var(--rc-table-padding-y)) calc(-1 * var(--rc-table-padding-x));',
      ],
      ['.rc-table-expanded-row-fixed', 'box-sizing: border-box;'],
      [
        '.rc-table-cell-ellipsis.rc-table-cell-fix-start-shadow,\n.rc-table-cell-ellipsis.rc-table-cell-fix-end-shadow',
        'overflow: visible;',
      ],
      ['.rc-table-cell-ellipsis', 'text-overflow: ellipsis;'],
      ['.rc-table-sticky-holder', 'position: sticky;'],
      ['.rc-table-sticky-scroll', 'position: sticky;'],
      ['.rc-table-sticky-scroll', 'bottom: 0;'],
      ['.rc-table-tbody-virtual .rc-table-row', 'display: flex;'],
      ['.rc-table-tbody-virtual .rc-table-cell', 'flex: 0 0 var(--virtual-width);'],
      ['.rc-table-tbody-virtual .rc-table-cell', 'width: var(--virtual-width);'],
      ['.rc-table-rtl', 'direction: rtl;'],
      ['.rc-table table', 'border-spacing: 0;'],
      ['.rc-table-fix-start-shadow::before,\n.rc-table-fix-end-shadow::after', 'position: absolute;'],
      ['.rc-table-cell-fix-start-shadow::after', 'inset-inline-start: 100%;'],
      ['.rc-table-cell-fix-end-shadow::after', 'inset-inline-end: 100%;'],
    ];
    for (const [selector, declaration] of needed)
      expect(declarationsOf(css, selector), `${selector} { ${declaration} }`).toContain(declaration);
  });
});

describe('the preset "site"', () => {
  it("takes the values of theme/table.css where it reads the site's colours", () => {
    const base = fs.readFileSync(path.join(ROOT, 'engine/app/theme/styles/base.css'), 'utf8');
    const value = (block: RegExp, name: string) =>
      new RegExp(`--${name}:\\s*([^;]+);`).exec(block.exec(base)![1])![1].trim();
    const root = /:root\s*\{([^}]*)\}/;
    const dark = /html\[data-prefers-color='dark'\]\s*\{([^}]*)\}/;
    for (const [mode, block] of [
      ['light', root],
      ['dark', dark],
    ] as const) {
      const palette = SITE_THEME[mode];
      expect(palette.bg).toBe(value(block, 'bg'));
      expect(palette.headerBg).toBe(value(block, 'bg-soft'));
      expect(palette.stripeBg).toBe(value(block, 'bg-soft'));
      expect(palette.text).toBe(value(block, 'text'));
      expect(palette.headerText).toBe(value(block, 'text'));
      expect(palette.textMuted).toBe(value(block, 'text-2'));
      expect(palette.textFaint).toBe(value(block, 'text-3'));
      expect(palette.border).toBe(value(block, 'border'));
      expect(palette.accent).toBe(value(block, 'accent'));
    }
    const table = fs.readFileSync(path.join(ROOT, 'theme/table.css'), 'utf8');
    expect(table).toContain(`padding: ${SITE_THEME.paddingY}px ${SITE_THEME.paddingX}px;`);
    expect(table).toContain(`border-radius: ${SITE_THEME.radius}px;`);
    // The site draws its colours from data-prefers-color on the page, which SITE_COLOURS follows.
    expect(table).toContain(`html[${SITE_COLOURS.kind === 'attribute' && SITE_COLOURS.name}='dark']`);
  });
});

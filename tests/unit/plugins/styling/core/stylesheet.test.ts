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

/** A rule as the sheet writes it, on lines of its own: its selector, then one declaration a line. */
const ruleText = (selector: string, ...declarations: string[]) =>
  `\n${selector} {\n${declarations.map((declaration) => `  ${declaration}`).join('\n')}\n}\n`;

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

  it('takes sizes from 0 to 200 pixels', () => {
    expect(themeProblem(theme({ rowHeight: 0, paddingX: 200 }))).toBeUndefined();
    expect(themeProblem(theme({ paddingY: 201 }))).toBe('paddingY: 201 is not a size from 0 to 200');
  });

  it('names the colour modes it knows when given another', () => {
    expect(colourModeProblem({ kind: 'auto' } as unknown as ColourMode)).toBe(
      'colour mode: "auto" is not light, dark, system, attribute',
    );
  });

  it('names the custom property of a colour, for the default prefix unless given another', () => {
    expect(colourVar('headerBg')).toBe('--rc-table-header-bg');
    expect(colourVar('textMuted', 'grid')).toBe('--grid-text-muted');
  });

  it("names the class of VirtualTable's striped rows after the prefix", () => {
    expect(virtualStripeClass()).toBe('rc-table-row-stripe');
    expect(virtualStripeClass('my-grid')).toBe('my-grid-row-stripe');
  });
});

describe('the look', () => {
  it('begins by saying what it is, with the chosen sizes on the table, and ends with the structure', () => {
    const css = buildStylesheet(theme({ radius: 6, paddingY: 5, paddingX: 7, rowHeight: 40, border: 'grid' }));
    expect(
      css.startsWith(
        '/* A stylesheet for @rc-component/table: its class names, the chosen values as custom properties. */' +
          ruleText(
            '.rc-table',
            '--rc-table-radius: 6px;',
            '--rc-table-padding-y: 5px;',
            '--rc-table-padding-x: 7px;',
            '--rc-table-row-height: 40px;',
            '--rc-table-frame: 1px;',
          ),
      ),
    ).toBe(true);
    expect(css).toContain(
      "\n/* Look: the theme's colours, borders and sizes. */" +
        ruleText(
          '.rc-table',
          'color: var(--rc-table-text);',
          'background: var(--rc-table-bg);',
          'font-size: 14px;',
          'line-height: 1.5;',
        ),
    );
    expect(css).toContain(
      `}\n/* Structure: what the library's layout needs, whatever the look. */\n${structuralCss()[0]}\n`,
    );
    expect(css.endsWith(`${structuralCss().at(-1)}\n`)).toBe(true);
  });

  it('sets every colour of the palette on the table, the shadow alone transparent without shadows', () => {
    const colours = [
      '--rc-table-text: #1c1e21;',
      '--rc-table-bg: #ffffff;',
      '--rc-table-header-bg: #f6f7f9;',
      '--rc-table-header-text: #1c1e21;',
      '--rc-table-stripe-bg: #f6f7f9;',
      '--rc-table-hover-bg: #eff4fa;',
      '--rc-table-border: #dde0e5;',
      '--rc-table-shadow: #00000024;',
      '--rc-table-text-muted: #4b5058;',
      '--rc-table-text-faint: #646a73;',
      '--rc-table-accent: #1f5fbf;',
    ];
    expect(buildStylesheet(SITE_THEME)).toContain(
      '\n/* The light colours, whatever the system or the page prefers. */' + ruleText('.rc-table', ...colours),
    );
    const shadowless = colours.map((line) =>
      line.startsWith('--rc-table-shadow') ? '--rc-table-shadow: transparent;' : line,
    );
    expect(buildStylesheet(theme({ shadow: false }))).toContain(ruleText('.rc-table', ...shadowless));
  });

  it('says in a comment when each palette applies', () => {
    expect(buildStylesheet(SITE_THEME, { colours: { kind: 'dark' } })).toContain(
      '\n/* The dark colours, whatever the system or the page prefers. */\n.rc-table {\n  --rc-table-text: #e8eaed;\n',
    );
    expect(buildStylesheet(SITE_THEME, { colours: { kind: 'system' } })).toContain(
      '\n/* The light colours, and the dark ones while the system prefers dark. */\n.rc-table {\n  --rc-table-text: #1c1e21;\n',
    );
    expect(
      buildStylesheet(SITE_THEME, { colours: { kind: 'attribute', name: 'data-mode', dark: 'night', light: 'day' } }),
    ).toContain(
      "\n/* The dark colours inside an element whose data-mode is 'night', the light ones inside one whose data-mode is 'day' (the nearest wins: the colours are inherited), and light elsewhere. */\n:root,\n[data-mode='day'] {\n",
    );
  });

  it('writes the whole dark palette inside the media query, one colour a line', () => {
    const css = buildStylesheet(theme({ shadow: false }), { colours: { kind: 'system' } });
    expect(css).toContain(
      '\n@media (prefers-color-scheme: dark) {\n  .rc-table {\n    --rc-table-text: #e8eaed;\n    --rc-table-bg: #15171a;\n',
    );
    expect(css).toContain(
      '\n    --rc-table-shadow: transparent;\n    --rc-table-text-muted: #b9bec6;\n    --rc-table-text-faint: #9aa1ab;\n    --rc-table-accent: #7fb0ff;\n  }\n}\n',
    );
  });

  it('frames the table with an outline inside its edge, rounded by the radius', () => {
    expect(buildStylesheet(SITE_THEME)).toContain(
      ruleText(
        '.rc-table-container',
        'outline: var(--rc-table-frame) solid var(--rc-table-border);',
        'outline-offset: calc(-1 * var(--rc-table-frame));',
        'border-radius: var(--rc-table-radius);',
      ),
    );
  });

  it('puts the caption above the table in bold muted text, the title and footer on the header colour', () => {
    const css = buildStylesheet(SITE_THEME);
    expect(css).toContain(
      ruleText(
        '.rc-table-caption',
        'caption-side: top;',
        'padding: var(--rc-table-padding-y) var(--rc-table-padding-x) calc(var(--rc-table-padding-y) * 0.8);',
        'text-align: start;',
        'font-weight: 600;',
        'color: var(--rc-table-text-muted);',
      ),
    );
    expect(css).toContain(
      ruleText(
        '.rc-table-title,\n.rc-table-footer',
        'padding: var(--rc-table-padding-y) var(--rc-table-padding-x);',
        'background: var(--rc-table-header-bg);',
      ),
    );
  });

  it('draws a line under the title and over the footer, unless the theme has no borders', () => {
    const lines = [
      ruleText('.rc-table-title', 'border-bottom: 1px solid var(--rc-table-border);'),
      ruleText('.rc-table-footer', 'border-top: 1px solid var(--rc-table-border);'),
    ];
    for (const border of ['rows', 'grid'] as const)
      for (const line of lines) expect(buildStylesheet(theme({ border })), border).toContain(line);
    for (const line of lines) expect(buildStylesheet(theme({ border: 'none' }))).not.toContain(line);
  });

  it('pads the cells, with a line under each unless the theme has no borders', () => {
    const cell = (border: string) =>
      ruleText(
        '.rc-table-cell',
        'padding: var(--rc-table-padding-y) var(--rc-table-padding-x);',
        'height: var(--rc-table-row-height);',
        border,
        'background: var(--rc-table-bg);',
        'text-align: start;',
        'overflow-wrap: break-word;',
      );
    expect(buildStylesheet(theme({ border: 'rows' }))).toContain(
      cell('border-bottom: 1px solid var(--rc-table-border);'),
    );
    expect(buildStylesheet(theme({ border: 'none' }))).toContain(cell('border: 0;'));
    expect(buildStylesheet(SITE_THEME)).toContain(
      ruleText(
        '.rc-table-thead .rc-table-cell',
        'background: var(--rc-table-header-bg);',
        'font-weight: 600;',
        'color: var(--rc-table-header-text);',
        'white-space: nowrap;',
      ),
    );
  });

  it('separates header cells with a thin inner line only when lines run between rows', () => {
    const separator = ruleText(
      '.rc-table-thead .rc-table-cell + .rc-table-cell,\n.rc-table-thead tr:not(:first-child) .rc-table-cell:first-child',
      'box-shadow: inset 1px 0 0 var(--rc-table-border);',
    );
    expect(buildStylesheet(theme({ border: 'rows' }))).toContain(separator);
    expect(buildStylesheet(theme({ border: 'grid' }))).not.toContain(separator);
    expect(buildStylesheet(theme({ border: 'none' }))).not.toContain(separator);
  });

  it("drops the last row's line (the frame is there) and draws one over the summary, only with borders", () => {
    const lastRow = ruleText('.rc-table-tbody > tr:last-child > .rc-table-cell', 'border-bottom: 0;');
    const summary = (...border: string[]) =>
      ruleText(
        '.rc-table-summary .rc-table-cell',
        ...border,
        'border-bottom: 0;',
        'background: var(--rc-table-header-bg);',
        'font-weight: 600;',
      );
    const grid = buildStylesheet(theme({ border: 'grid' }));
    expect(grid).toContain(lastRow);
    expect(grid).toContain(summary('border-top: 1px solid var(--rc-table-border);'));
    const none = buildStylesheet(theme({ border: 'none' }));
    expect(none).not.toContain(lastRow);
    expect(none).toContain(summary());
  });

  it('colours the row under the pointer, expanded rows and the sticky header', () => {
    const css = buildStylesheet(SITE_THEME);
    expect(css).toContain(
      ruleText('.rc-table-tbody .rc-table-cell-row-hover', 'background: var(--rc-table-hover-bg);'),
    );
    expect(css).toContain(
      ruleText('.rc-table-expanded-row > .rc-table-cell', 'background: var(--rc-table-stripe-bg);'),
    );
    expect(css).toContain(ruleText('.rc-table-sticky-holder', 'background: var(--rc-table-bg);'));
  });

  it('draws the sticky scroll bar faint until pointed at, with a line over it only with borders', () => {
    const track = (...border: string[]) =>
      ruleText(
        '.rc-table-sticky-scroll',
        ...border,
        'background: color-mix(in srgb, var(--rc-table-bg) 85%, transparent);',
        'opacity: 0.7;',
      );
    const css = buildStylesheet(SITE_THEME);
    expect(css).toContain(track('border-top: 1px solid var(--rc-table-border);'));
    expect(buildStylesheet(theme({ border: 'none' }))).toContain(track());
    expect(css).toContain(ruleText('.rc-table-sticky-scroll:hover', 'opacity: 1;'));
    expect(css).toContain(
      ruleText(
        '.rc-table-sticky-scroll-bar',
        'border-radius: 4px;',
        'background: var(--rc-table-text-faint);',
        'opacity: 0.5;',
      ),
    );
    expect(css).toContain(
      ruleText('.rc-table-sticky-scroll-bar:hover,\n.rc-table-sticky-scroll-bar-active', 'opacity: 0.8;'),
    );
  });

  it('draws the expand icon as an 18px bordered square showing − or +, lit by the accent under the pointer', () => {
    const css = buildStylesheet(SITE_THEME);
    expect(css).toContain(
      ruleText('.rc-table-row-expand-icon-cell,\n.rc-table-expand-icon-col', 'text-align: center;'),
    );
    expect(css).toContain(
      ruleText(
        '.rc-table-row-expand-icon',
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
        'border: 1px solid var(--rc-table-border);',
        'border-radius: 4px;',
        'background: var(--rc-table-bg);',
        'color: var(--rc-table-text-muted);',
        "font: 600 14px/1 ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;",
        'cursor: pointer;',
        'user-select: none;',
      ),
    );
    expect(css).toContain(
      ruleText(
        '.rc-table-row-expand-icon:hover',
        'border-color: var(--rc-table-accent);',
        'color: var(--rc-table-accent);',
      ),
    );
    expect(css).toContain(ruleText('.rc-table-row-expanded::after', "content: '−';"));
    expect(css).toContain(ruleText('.rc-table-row-collapsed::after', "content: '+';"));
    expect(css).toContain(ruleText('.rc-table-row-spaced::after', "content: '.';"));
    expect(css).toContain(ruleText('.rc-table-row-indent', 'display: inline-block;', 'height: 1px;'));
  });

  it("centres the empty table's text in faint colour, with room around it", () => {
    expect(buildStylesheet(SITE_THEME)).toContain(
      ruleText(
        '.rc-table-placeholder .rc-table-cell',
        'padding: 32px var(--rc-table-padding-x);',
        'text-align: center;',
        'color: var(--rc-table-text-faint);',
      ),
    );
  });
});

/** The stylesheet of every preset in every colour mode, as it is and with other borders, stripes and shadows. */
const allVariants = () => {
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
  return variants;
};

describe('the structure', () => {
  it('is in every output, whatever the theme and the colour mode, after every rule of the look', () => {
    const rules = structuralCss();
    expect(rules).toHaveLength(STRUCTURAL_RULES.length);
    for (const [name, css] of allVariants()) {
      let at = css.indexOf('/* Structure:');
      expect(at, name).toBeGreaterThan(0);
      for (const rule of rules) {
        const next = css.indexOf(rule, at);
        expect(next, `${name}: ${rule.split('\n')[1]}`).toBeGreaterThan(at);
        at = next;
      }
    }
  });

  it('writes each rule under its reason, one declaration a line, for the prefix given', () => {
    expect(structuralCss('grid')[0]).toBe(
      "/* The table's edge shadows are placed against the sides of its box. */\n.grid {\n  position: relative;\n  box-sizing: border-box;\n}",
    );
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

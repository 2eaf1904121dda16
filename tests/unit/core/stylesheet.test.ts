import { describe, expect, it } from 'vitest';
import { PRESETS, SITE_THEME, buildStylesheet, colourVar, themeProblem, type Theme } from '../../../core/stylesheet.ts';

const theme = (change: Partial<Theme>): Theme => ({ ...SITE_THEME, ...change });

describe('buildStylesheet', () => {
  it('puts the chosen values in custom properties on the table, light by default and dark by preference or choice', () => {
    const css = buildStylesheet(theme({ light: { ...SITE_THEME.light, headerBg: '#123456' }, radius: 12 }));
    expect(css).toContain('.rc-table {\n  --rc-table-text: #1c1e21;');
    expect(css).toContain('--rc-table-header-bg: #123456;');
    expect(css).toContain('--rc-table-radius: 12px;');
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\) \{\n {2}\.rc-table \{\n {4}--rc-table-text: #e8eaed;/);
    expect(css).toContain("[data-theme='dark'] .rc-table {\n  --rc-table-text: #e8eaed;");
    expect(css).toContain("[data-theme='light'] .rc-table {\n  --rc-table-text: #1c1e21;");
    expect(css).toContain('.rc-table-thead .rc-table-cell {\n  background: var(--rc-table-header-bg);');
  });

  it('draws the border style asked for', () => {
    const none = buildStylesheet(theme({ border: 'none' }));
    const rows = buildStylesheet(theme({ border: 'rows' }));
    const grid = buildStylesheet(theme({ border: 'grid' }));
    expect(none).toContain('.rc-table-container {\n  border: 0;');
    expect(none).not.toContain('border-bottom: 1px');
    expect(rows).toContain('border-bottom: 1px solid var(--rc-table-border);');
    expect(rows).not.toContain('border-inline-end');
    expect(grid).toContain('.rc-table-cell:not(:last-child) {\n  border-inline-end: 1px solid var(--rc-table-border);');
  });

  it('adds stripes and shadows only when asked, and a row height only when given', () => {
    expect(buildStylesheet(theme({ striped: true }))).toContain(
      '.rc-table-tbody > .rc-table-row:nth-child(even of .rc-table-row) > .rc-table-cell {\n  background: var(--rc-table-stripe-bg);',
    );
    expect(buildStylesheet(theme({ striped: false }))).not.toContain('nth-child');
    expect(buildStylesheet(theme({ shadow: true }))).toContain('.rc-table-cell-fix-start-shadow-show::after');
    expect(buildStylesheet(theme({ shadow: false }))).not.toContain('shadow-show');
    expect(buildStylesheet(theme({ rowHeight: 0 }))).toContain('--rc-table-row-height: auto;');
    expect(buildStylesheet(theme({ rowHeight: 36, paddingY: 4, paddingX: 9 }))).toContain(
      '--rc-table-padding: 4px 9px;\n  --rc-table-row-height: 36px;',
    );
  });

  it('writes another class prefix when given one', () => {
    const css = buildStylesheet(SITE_THEME, 'my-grid');
    expect(css).toContain('.my-grid-cell {');
    expect(css).toContain('--my-grid-header-bg');
    expect(css).not.toContain('rc-table');
    expect(colourVar('hoverBg', 'x')).toBe('--x-hover-bg');
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

import { describe, expect, it } from 'vitest';
import {
  deriveStylingFacts,
  diffStylingFacts,
  markerProps,
  normalizeClass,
  readStylingFacts,
  type SeenElement,
  type StateSeen,
} from '../../../core/styling-parts.ts';

const el = (tag: string, classes: string[], keys: string[] = [], styleKeys = keys): SeenElement => ({
  tag,
  classes,
  classKeys: keys,
  styleKeys,
});

describe('markerProps', () => {
  it('nests each dotted key as the props take it, a class and a custom property per key', () => {
    expect(markerProps(['section', 'header.cell', 'header.row'])).toEqual({
      classNames: { section: 'mk-section', header: { cell: 'mk-header-cell', row: 'mk-header-row' } },
      styles: {
        section: { '--mk-section': '1' },
        header: { cell: { '--mk-header-cell': '1' }, row: { '--mk-header-row': '1' } },
      },
    });
  });
});

describe('normalizeClass', () => {
  it('writes a tree level as N and leaves other classes', () => {
    expect(normalizeClass('rc-table-row-level-12')).toBe('rc-table-row-level-N');
    expect(normalizeClass('indent-level-0')).toBe('indent-level-N');
    expect(normalizeClass('rc-table-cell')).toBe('rc-table-cell');
  });
});

describe('deriveStylingFacts', () => {
  const keys = { Table: ['body.cell', 'body.wrapper', 'section'], VirtualTable: ['body.cell', 'body.wrapper'] };
  const seen: StateSeen[] = [
    {
      state: 'start',
      component: 'Table',
      parts: {
        'body-cell': [el('td', ['rc-table-cell', 'x'], ['body.cell']), el('td', ['rc-table-cell'], ['body.cell'])],
        tbody: [el('tbody', ['rc-table-tbody'], ['body.wrapper'])],
      },
      classes: ['rc-table-cell', 'rc-table-tbody', 'x'],
      anywhere: ['body.cell', 'body.wrapper'],
    },
    {
      state: 'hover',
      component: 'Table',
      parts: {
        'body-cell': [el('td', ['rc-table-cell', 'rc-table-cell-row-hover'], ['body.cell'], [])],
        tbody: [el('tbody', ['rc-table-tbody'], [])],
      },
      classes: ['rc-table-cell', 'rc-table-cell-row-hover', 'rc-table-tbody', 'rc-table-new'],
      anywhere: ['body.cell'],
    },
    {
      state: 'virtual',
      component: 'VirtualTable',
      parts: { 'body-cell': [el('div', ['rc-table-cell'], ['body.cell'])] },
      classes: ['rc-table-cell'],
      anywhere: ['body.cell'],
    },
  ];
  const facts = deriveStylingFacts('1.0.0', keys, seen);
  const part = (id: string) => facts.parts.find((item) => item.id === id)!;

  it('gives a part the classes it always has, and each other class with the states it showed in', () => {
    expect(part('body-cell').classes).toEqual(['rc-table-cell']);
    expect(part('body-cell').stateClasses).toEqual([{ className: 'rc-table-cell-row-hover', states: ['hover'] }]);
    expect(part('body-cell').elements).toEqual(['div', 'td']);
    expect(part('body-cell').components).toEqual(['Table', 'VirtualTable']);
    expect(part('body-cell').states).toEqual(['start', 'hover', 'virtual']);
  });

  it('lists a key for a part only when it landed on every element of the part, for classNames and styles apart', () => {
    expect(part('body-cell').classNamesKeys).toEqual(['body.cell']);
    expect(part('body-cell').stylesKeys).toEqual([]);
    expect(part('tbody').classNamesKeys).toEqual([]);
  });

  it('leaves out parts never found, and lists keys that landed nowhere and classes no part has', () => {
    expect(facts.parts.map((item) => item.id)).toEqual(['tbody', 'body-cell']);
    expect(facts.unplaced).toEqual({ Table: ['section'], VirtualTable: ['body.wrapper'] });
    expect(facts.unmapped).toEqual(['rc-table-new']);
  });

  it('diffStylingFacts names what changed, and nothing for the same facts', () => {
    expect(diffStylingFacts(facts, facts)).toEqual([]);
    const changed = structuredClone(facts);
    changed.parts[1].classNamesKeys = [];
    changed.parts.pop();
    changed.unmapped = [];
    expect(diffStylingFacts(facts, changed)).toEqual([
      'unmapped: ["rc-table-new"] -> []',
      'body-cell: no longer found',
    ]);
    expect(diffStylingFacts(changed, facts)).toContain('body-cell: new part');
  });
});

describe('readStylingFacts', () => {
  it('says what is wrong with a file that is not one', () => {
    expect(() => readStylingFacts('{', 'a.json')).toThrow(/a\.json is not JSON/);
    expect(() => readStylingFacts('{"version":"1"}', 'b.json')).toThrow(/b\.json is not a styling parts file/);
    expect(readStylingFacts('{"version":"1","parts":[],"keys":{},"unplaced":{}}', 'c.json').version).toBe('1');
  });
});

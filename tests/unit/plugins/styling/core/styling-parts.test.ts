import { describe, expect, it } from 'vitest';
import {
  deriveStylingFacts,
  diffStylingFacts,
  markerProps,
  normalizeClass,
  readStylingFacts,
  CONFIGURATIONS,
  conditionOf,
  conditionText,
  seenText,
  type ConfigSeen,
  type SeenElement,
} from '../../../../../plugins/styling/core/styling-parts.ts';

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

describe('conditionOf', () => {
  const all = CONFIGURATIONS.map((config) => config.id);
  const where = (test: (features: string[]) => boolean) =>
    CONFIGURATIONS.filter((config) => test(config.features)).map((config) => config.id);

  it('is always when seen wherever its part was drawn', () => {
    expect(conditionOf(['plain', 'hover'], ['plain', 'hover'])).toEqual({ always: true });
  });

  it('names the one feature that picks exactly the configurations seen', () => {
    expect(
      conditionOf(
        where((f) => f.includes('sticky')),
        all,
      ),
    ).toEqual({ any: [['sticky']] });
    expect(
      conditionOf(
        where((f) => f.includes('fixed-start')),
        all,
      ),
    ).toEqual({ any: [['fixed-start']] });
  });

  it('joins features with or and and, absent ones marked, the shortest formula winning', () => {
    expect(
      conditionOf(
        where((f) => f.includes('fixed-start') || f.includes('fixed-end')),
        all,
      ),
    ).toEqual({
      any: [['fixed-start'], ['fixed-end']],
    });
    expect(
      conditionOf(
        where((f) => f.includes('scroll-x') && !f.includes('at-end')),
        all,
      ),
    ).toEqual({
      any: [['scroll-x', '!at-end']],
    });
    // Among the configurations with fixed columns at the start only.
    const among = where((f) => f.includes('fixed-start'));
    expect(
      conditionOf(
        where((f) => f.includes('fixed-start') && f.includes('sticky')),
        among,
      ),
    ).toEqual({
      any: [['sticky']],
    });
  });

  it('lists the configurations when no short formula picks them', () => {
    expect(conditionOf(['plain', 'end', 'tree', 'virtual-span'], all)).toEqual({
      only: ['plain', 'end', 'tree', 'virtual-span'],
    });
  });
});

describe('conditionText and seenText', () => {
  const words = {
    always: 'always',
    some: 'some: ',
    someAlways: 'on some',
    or: ', or ',
    and: ' and ',
    only: 'only in: ',
    features: {
      'scroll-x': { with: 'scroll.x', without: 'no scroll.x' },
      'at-end': { with: 'end', without: 'not at the end' },
    },
    configs: { plain: 'plain', tree: 'tree data' },
  };
  it('writes each condition in the words given', () => {
    expect(conditionText({ always: true }, words)).toBe('always');
    expect(conditionText({ any: [['scroll-x', '!at-end'], ['at-end']] }, words)).toBe(
      'scroll.x and not at the end, or end',
    );
    expect(conditionText({ only: ['plain', 'tree'] }, words)).toBe('only in: plain, tree data');
    expect(seenText({ name: 'x', configs: [], when: { always: true }, every: false }, words)).toBe('on some');
    expect(seenText({ name: 'x', configs: [], when: { any: [['at-end']] }, every: false }, words)).toBe('some: end');
    expect(seenText({ name: 'x', configs: [], when: { always: true }, every: true }, words)).toBe('always');
  });
});

describe('deriveStylingFacts', () => {
  const keys = { Table: ['body.cell', 'body.wrapper', 'section'], VirtualTable: ['body.cell', 'body.wrapper'] };
  const seen: ConfigSeen[] = [
    {
      config: 'plain',
      component: 'Table',
      parts: {
        'body-cell': [el('td', ['rc-table-cell', 'x'], ['body.cell']), el('td', ['rc-table-cell'], ['body.cell'])],
        tbody: [el('tbody', ['rc-table-tbody'], ['body.wrapper'])],
      },
      classes: ['rc-table-cell', 'rc-table-tbody', 'x'],
      anywhere: ['body.cell', 'body.wrapper'],
    },
    {
      config: 'hover',
      component: 'Table',
      parts: {
        'body-cell': [
          el('td', ['rc-table-cell', 'rc-table-cell-row-hover'], ['body.cell'], []),
          el('td', ['rc-table-cell'], ['body.cell'], []),
        ],
        tbody: [el('tbody', ['rc-table-tbody'], [])],
      },
      classes: ['rc-table-cell', 'rc-table-cell-row-hover', 'rc-table-tbody', 'rc-table-new'],
      anywhere: ['body.cell'],
    },
    {
      config: 'virtual',
      component: 'VirtualTable',
      parts: { 'body-cell': [el('div', ['rc-table-cell'], ['body.cell'])] },
      classes: ['rc-table-cell'],
      anywhere: ['body.cell'],
    },
  ];
  const facts = deriveStylingFacts('1.0.0', keys, seen);
  const part = (id: string) => facts.parts.find((item) => item.id === id)!;
  const names = (items: { name: string }[]) => items.map((item) => item.name);

  it('gives each class of a part the configurations it was seen in, their condition, and whether all had it', () => {
    expect(part('body-cell').classes).toEqual([
      { name: 'rc-table-cell', configs: ['plain', 'hover', 'virtual'], when: { always: true }, every: true },
      { name: 'rc-table-cell-row-hover', configs: ['hover'], when: { any: [['hover']] }, every: false },
    ]);
    expect(part('body-cell').elements).toEqual(['div', 'td']);
    expect(part('body-cell').components).toEqual(['Table', 'VirtualTable']);
    expect(part('body-cell').configs).toEqual(['plain', 'hover', 'virtual']);
    expect(part('body-cell').found).toEqual({ always: true });
    expect(part('tbody').found).toEqual({ any: [['!virtual']] });
  });

  it('gives each key where its marker landed, a class key and a style key apart', () => {
    const cellKeys = part('body-cell').keys;
    expect(names(cellKeys)).toEqual(['classNames.body.cell', 'styles.body.cell']);
    expect(cellKeys[0].when).toEqual({ always: true });
    expect(cellKeys[1]).toEqual({
      name: 'styles.body.cell',
      configs: ['plain', 'virtual'],
      when: { any: [['!hover']] },
      every: true,
    });
    expect(names(part('tbody').keys)).toEqual(['classNames.body.wrapper', 'styles.body.wrapper']);
  });

  it('leaves out parts never found, and lists keys that landed nowhere and classes no part has', () => {
    expect(facts.parts.map((item) => item.id)).toEqual(['tbody', 'body-cell']);
    expect(facts.unplaced).toEqual({ Table: ['section'], VirtualTable: ['body.wrapper'] });
    expect(facts.unmapped).toEqual(['rc-table-new']);
  });

  it('diffStylingFacts names what changed, and nothing for the same facts', () => {
    expect(diffStylingFacts(facts, facts)).toEqual([]);
    const changed = structuredClone(facts);
    changed.parts[1].keys = [];
    changed.parts.pop();
    changed.unmapped = [];
    expect(diffStylingFacts(facts, changed)).toEqual([
      'unmapped: ["rc-table-new"] -> []',
      'body-cell: no longer found',
    ]);
    expect(diffStylingFacts(changed, facts)).toContain('body-cell: new part');
    const keysChanged = structuredClone(facts);
    keysChanged.parts[1].keys = [];
    expect(diffStylingFacts(facts, keysChanged)[0]).toMatch(/^body-cell\.keys: /);
  });
});

describe('readStylingFacts', () => {
  it('says what is wrong with a file that is not one', () => {
    expect(() => readStylingFacts('{', 'a.json')).toThrow(/a\.json is not JSON/);
    expect(() => readStylingFacts('{"version":"1"}', 'b.json')).toThrow(/b\.json is not a styling parts file/);
    expect(() =>
      readStylingFacts('{"version":"1","parts":[{"id":"x","classes":[]}],"keys":{},"unplaced":{}}', 'd.json'),
    ).toThrow(/d\.json is not a styling parts file/);
    expect(readStylingFacts('{"version":"1","parts":[],"keys":{},"unplaced":{}}', 'c.json').version).toBe('1');
  });
});

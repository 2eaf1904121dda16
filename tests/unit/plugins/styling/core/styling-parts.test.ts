import { describe, expect, it } from 'vitest';
import {
  deriveStylingFacts,
  diffStylingFacts,
  isLibraryClass,
  markerProps,
  normalizeClass,
  readStylingFacts,
  CONFIGURATIONS,
  conditionOf,
  componentOf,
  conditionText,
  partLine,
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

describe('componentOf', () => {
  it('draws a configuration with VirtualTable when it is virtual, else with Table', () => {
    expect(componentOf({ id: 'v', features: ['virtual', 'scroll-y'] })).toBe('VirtualTable');
    expect(componentOf({ id: 't', features: ['scroll-y'] })).toBe('Table');
  });
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
    expect(normalizeClass('rc-table-level-2-x')).toBe('rc-table-level-2-x');
  });
});

describe('isLibraryClass', () => {
  it("takes the library's prefix and its classes, and the tree indent's levels, and nothing else", () => {
    expect(isLibraryClass('rc-table')).toBe(true);
    expect(isLibraryClass('rc-table-cell')).toBe(true);
    expect(isLibraryClass('indent-level-0')).toBe(true);
    expect(isLibraryClass('indent-level-12')).toBe(true);
    for (const other of ['rc-tablex', 'mk-section', 'my-indent-level-1', 'indent-level-1x', 'indent-level-'])
      expect(isLibraryClass(other), other).toBe(false);
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

  it('prefers a feature present to one absent, and of equal ones the first in the list of features', () => {
    // Among these two, scroll-y, components and !scroll-x each pick "components" alone.
    expect(conditionOf(['components'], ['scroll-x', 'components'])).toEqual({ any: [['scroll-y']] });
    // fixed-start and fixed-end both tell "fixed" from the rest, with !two-fixed; fixed-start comes first.
    expect(conditionOf(['fixed'], ['fixed', 'fixed-two', 'sticky-plain', 'expanded-all', 'expanded-scroll-x'])).toEqual(
      { any: [['fixed-start', '!two-fixed']] },
    );
  });

  it('of formulas as long, takes the one with fewer absent features', () => {
    expect(
      conditionOf(
        ['scroll-x', 'hover', 'ellipsis-scroll-x', 'summary-fixed'],
        ['caption', 'scroll-x', 'hover', 'ellipsis-scroll-x', 'summary-fixed', 'summary-fixed-start'],
      ),
    ).toEqual({ any: [['scroll-y'], ['scroll-x', '!summary']] });
  });

  it('takes fewer features over fewer absent ones', () => {
    expect(
      conditionOf(
        ['plain', 'scroll-x', 'fixed-no-scroll', 'tree', 'virtual-expanded'],
        ['plain', 'scroll-x', 'fixed-start', 'fixed-end', 'fixed-no-scroll', 'tree', 'virtual-expanded'],
      ),
    ).toEqual({ any: [['virtual'], ['!scroll-x'], ['!fixed-start', '!fixed-end']] });
  });

  it('writes a formula of three terms before listing the configurations', () => {
    expect(
      conditionOf(
        ['plain', 'ellipsis-fixed', 'empty-scroll-x', 'virtual-expanded'],
        ['plain', 'scroll-x', 'ellipsis-fixed', 'empty-scroll-x', 'rtl', 'virtual-expanded'],
      ),
    ).toEqual({ any: [['empty'], ['!scroll-x'], ['fixed-start', '!rtl']] });
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

  it('writes a feature or configuration it has no words for as its id', () => {
    expect(conditionText({ any: [['sticky'], ['!sticky', 'scroll-x']] }, words)).toBe(
      'sticky, or !sticky and scroll.x',
    );
    expect(conditionText({ only: ['hover'] }, words)).toBe('only in: hover');
  });
});

/** Three drawn configurations: a plain table, the same with the pointer on a row, and a VirtualTable. */
const sampleFacts = () => {
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
  return { facts, part: (id: string) => facts.parts.find((item) => item.id === id)! };
};
const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('deriveStylingFacts', () => {
  it('gives each class of a part the configurations it was seen in, their condition, and whether all had it', () => {
    const { part } = sampleFacts();
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
    const { part } = sampleFacts();
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
    const { facts } = sampleFacts();
    expect(facts.parts.map((item) => item.id)).toEqual(['tbody', 'body-cell']);
    expect(facts.unplaced).toEqual({ Table: ['section'], VirtualTable: ['body.wrapper'] });
    expect(facts.unmapped).toEqual(['rc-table-new']);
  });

  it('sorts the keys, tags and components, and lists classes seen as often by name', () => {
    const seen: ConfigSeen[] = [
      {
        config: 'plain',
        component: 'Table',
        parts: { 'body-row': [el('tr', ['rc-table-row', 'rc-table-row-level-0'])] },
        classes: ['rc-table-row', 'rc-table-row-level-0'],
        anywhere: [],
      },
      {
        config: 'virtual',
        component: 'VirtualTable',
        parts: { 'body-row': [el('div', ['rc-table-row', 'rc-table-row-b'])] },
        classes: ['rc-table-zz', 'rc-table-row', 'rc-table-row-b', 'rc-table-aa'],
        anywhere: [],
      },
      {
        config: 'tree',
        component: 'Table',
        parts: { 'body-row': [el('tr', ['rc-table-row', 'rc-table-row-a'])] },
        classes: ['rc-table-row', 'rc-table-row-a'],
        anywhere: [],
      },
    ];
    const facts = deriveStylingFacts('1.0.0', { Table: ['section', 'body.row'], VirtualTable: ['z', 'a'] }, seen);
    expect(facts.keys).toEqual({ Table: ['body.row', 'section'], VirtualTable: ['a', 'z'] });
    const [row] = facts.parts;
    expect(row.elements).toEqual(['div', 'tr']);
    expect(row.components).toEqual(['Table', 'VirtualTable']);
    expect(names(row.classes)).toEqual(['rc-table-row', 'rc-table-row-a', 'rc-table-row-b', 'rc-table-row-level-N']);
    expect(facts.unmapped).toEqual(['rc-table-aa', 'rc-table-zz']);
  });

  it('lists first the classes every element always has, then the others, each group by name', () => {
    const seen: ConfigSeen[] = [
      {
        config: 'plain',
        component: 'Table',
        parts: {
          'body-cell': [el('td', ['rc-table-z', 'rc-table-b', 'rc-table-a']), el('td', ['rc-table-z', 'rc-table-a'])],
        },
        classes: [],
        anywhere: [],
      },
      {
        config: 'hover',
        component: 'Table',
        parts: { 'body-cell': [el('td', ['rc-table-z', 'rc-table-b']), el('td', ['rc-table-z'])] },
        classes: [],
        anywhere: [],
      },
    ];
    const [cell] = deriveStylingFacts('1.0.0', { Table: [], VirtualTable: [] }, seen).parts;
    // z: always, on every cell; a: on every cell, in one configuration; b: always, on some cells.
    expect(cell.classes.map(({ name, configs, every }) => [name, configs, every])).toEqual([
      ['rc-table-z', ['plain', 'hover'], true],
      ['rc-table-a', ['plain'], true],
      ['rc-table-b', ['plain', 'hover'], false],
    ]);
  });

  it('counts a key as placed when one element of a part carries it, as a class or a style', () => {
    const seen: ConfigSeen[] = [
      {
        config: 'plain',
        component: 'Table',
        parts: {
          'body-cell': [el('td', ['rc-table-cell'], ['body.cell'], []), el('td', ['rc-table-cell'], [], [])],
          tbody: [el('tbody', ['rc-table-tbody'], [], ['body.wrapper'])],
        },
        classes: [],
        anywhere: [],
      },
    ];
    const facts = deriveStylingFacts(
      '1.0.0',
      { Table: ['body.cell', 'body.wrapper', 'section'], VirtualTable: [] },
      seen,
    );
    expect(facts.unplaced).toEqual({ Table: ['section'], VirtualTable: [] });
  });

  it('diffStylingFacts names what changed, and nothing for the same facts', () => {
    const { facts } = sampleFacts();
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

describe('partLine', () => {
  it("writes a part's facts in one line, in the words given or English ones", () => {
    const part = {
      id: 'body-cell',
      elements: ['td', 'div'],
      components: ['Table' as const, 'VirtualTable' as const],
      configs: ['plain'],
      found: { always: true as const },
      classes: [
        { name: 'rc-table-cell', configs: ['plain'], when: { always: true as const }, every: true },
        { name: 'rc-table-cell-row-hover', configs: ['hover'], when: { any: [['hover']] }, every: false },
      ],
      keys: [],
    };
    const conditions = {
      always: 'always',
      some: 'some: ',
      someAlways: 'on some',
      or: ', or ',
      and: ' and ',
      only: 'only in: ',
      features: { hover: { with: 'pointed at', without: 'not pointed at' } },
      configs: {},
    };
    expect(partLine(part, 'Body cell', {}, conditions)).toBe(
      'Body cell Element <td> | <div> (Table, VirtualTable) Found always Classes rc-table-cell (always); rc-table-cell-row-hover (some: pointed at) Keys -',
    );
    expect(
      partLine(part, 'Cell', { element: 'Tag', found: 'Seen', classes: 'Class names', keys: 'Props' }, conditions),
    ).toBe(
      'Cell Tag <td> | <div> (Table, VirtualTable) Seen always Class names rc-table-cell (always); rc-table-cell-row-hover (some: pointed at) Props -',
    );
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

  it('refuses a file that lacks any one of its fields, or a part that lacks its classes, keys or where found', () => {
    const part = { id: 'x', classes: [], keys: [], found: { always: true } };
    const file = { version: '1', parts: [part], keys: {}, unplaced: {} };
    expect(readStylingFacts(JSON.stringify(file), 'ok.json').parts).toEqual([part]);
    const broken = [
      null,
      { ...file, version: 1 },
      { ...file, parts: {} },
      { ...file, keys: undefined },
      { ...file, unplaced: undefined },
      { ...file, parts: [{ ...part, classes: {} }] },
      { ...file, parts: [{ ...part, keys: {} }] },
      { ...file, parts: [{ ...part, found: undefined }] },
    ];
    for (const value of broken)
      expect(() => readStylingFacts(JSON.stringify(value), 'bad.json'), JSON.stringify(value)).toThrow(
        'bad.json is not a styling parts file (version, keys, parts with classes, keys and found, unplaced)',
      );
  });
});

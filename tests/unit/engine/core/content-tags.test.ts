/** The site's own tags in Markdown (engine/core/content-tags.ts): how each reads. */
import { describe, expect, it } from 'vitest';
import { apiMarker, demoSources, parseAttrs, readTag } from '../../../../engine/core/content-tags';
import { outlineMarkdown } from '../../../../engine/pipeline/content/markdown';

describe('the content tags', () => {
  it('reads a tab marker, a demo and a component', () => {
    expect(readTag('<!-- tab: rc-table | From rc-table -->')).toEqual({
      kind: 'tab',
      key: 'rc-table',
      title: 'From rc-table',
    });
    expect(readTag('<code src="../examples/simple.tsx" iframe="400"></code>')).toEqual({
      kind: 'demo',
      attrs: { src: '../examples/simple.tsx', iframe: '400' },
    });
    expect(readTag('<API id="Table"></API>', ['API'])).toEqual({
      kind: 'component',
      name: 'API',
      props: { id: 'Table' },
    });
    expect(readTag('  <DemoIndex />  ')).toEqual({ kind: 'component', name: 'DemoIndex', props: {} });
  });

  it('reads an API marker, which names the component of the table below it', () => {
    expect(readTag('<!-- api: Table -->')).toEqual({ kind: 'api', id: 'Table' });
    expect(apiMarker('  <!--api:VirtualTable-->  ')).toBe('VirtualTable');
    expect(apiMarker('<!-- api: Table and more -->')).toBeUndefined();
    expect(apiMarker('<!-- tab: api | API -->')).toBeUndefined();
  });

  it('reads nothing else as a tag', () => {
    for (const other of [
      '<code>x</code>',
      '<code title="no source"></code>',
      '<Unknown id="x"></Unknown>',
      '<API id="Table"></Column>',
      '<!-- a comment -->',
      'text <API id="Table"></API>',
    ])
      expect(readTag(other, ['API', 'DemoIndex']), other).toBeUndefined();
    expect(parseAttrs('src="a.tsx" title="A b"')).toEqual({ src: 'a.tsx', title: 'A b' });
  });

  it('lists the demos of a source, as the parsed page places them', () => {
    const source = [
      '# Page',
      '',
      '<code src="./a.tsx"></code>',
      '',
      '<code src="./b.tsx" title="B"></code>',
      '',
      '<API id="Table"></API>',
    ].join('\n');
    expect(demoSources(source)).toEqual(['./a.tsx', './b.tsx']);
    const placed = Object.values(outlineMarkdown(source).segments).flat();
    expect(placed.flatMap((segment) => (segment.type === 'demo' ? [segment.src] : []))).toEqual(demoSources(source));
    expect(placed.at(-1)).toEqual({ type: 'component', name: 'API', props: { id: 'Table' } });
  });

  it('reads a component tag only for the components it is given (the engine’s own by default)', () => {
    expect(readTag('<DemoIndex></DemoIndex>')).toEqual({ kind: 'component', name: 'DemoIndex', props: {} });
    expect(readTag('<API id="Table"></API>')).toBeUndefined();
    expect(readTag('<API id="Table"></API>', ['API'])).toEqual({
      kind: 'component',
      name: 'API',
      props: { id: 'Table' },
    });
    expect(readTag('<Upgrade from="1.0.0" />', ['API'])).toBeUndefined();
  });
});

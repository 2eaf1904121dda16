/**
 * `<Styling></Styling>` (docs/styling.md): a live table in a state that shows most parts at once; pointing at a part
 * of it, or pointing at or focusing an entry of the list below it, outlines the part and shows its facts (the
 * committed facts of facts/styling-parts/, core/styling-parts.ts). The list gives every part's facts without pointing:
 * it is prerendered, and the page's search data and Markdown copy hold the same facts. Its words come from the tag's
 * attributes, written in each language's page. Loaded only on the page that has the tag.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import Table from '@rc-component/table';
import { useAnchorInside, useLocale } from '../site/hooks';
import PartInfo, { type PartWords } from './PartInfo';
import StyleBuilder from './StyleBuilder';
import { elementOf, partAt, partName, stylingFacts, type Inspected } from './styling-data';

interface Row {
  key: number;
  name: string;
  notes: string;
  city: string;
  amount: number;
}

const data: Row[] = [1, 2, 3].map((n) => ({
  key: n,
  name: `Name ${n}`,
  notes: `A note long enough to be cut off with an ellipsis, row ${n}`,
  city: `City ${n}`,
  amount: n * 10,
}));

const columns = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 120, fixed: 'start' as const },
  { title: 'Notes', dataIndex: 'notes', key: 'notes', width: 200, ellipsis: true },
  { title: 'City', dataIndex: 'city', key: 'city', width: 300 },
  { title: 'More', dataIndex: 'city', key: 'more', width: 300 },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 120, fixed: 'end' as const },
];

/** The table of the page: fixed columns at both ends, an ellipsis, an expanded row, title, footer and summary. */
export function PartsTable() {
  return (
    <Table<Row>
      columns={columns}
      data={data}
      scroll={{ x: 1100 }}
      title={() => 'Title'}
      footer={() => 'Footer'}
      summary={() => (
        <Table.Summary.Row>
          {Array.from({ length: columns.length + 1 }, (_, index) => (
            <Table.Summary.Cell key={index} index={index}>
              {index === columns.length ? 60 : index === 1 ? 'Total' : null}
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      )}
      expandable={{
        expandedRowRender: (record) => `Details of ${record.name}`,
        defaultExpandedRowKeys: [1],
        rowExpandable: (record) => record.key !== 3,
      }}
    />
  );
}

// `keys`, not `key`: React keeps `key` for itself.
type Props = Partial<Record<Exclude<keyof PartWords, 'key'> | 'keys' | 'live' | 'inspect' | 'part' | 'list', string>>;

export default function Styling(props: Props) {
  const locale = useLocale();
  const words: PartWords = {
    element: props.element ?? 'Element',
    classes: props.classes ?? 'Classes',
    key: props.keys ?? 'Key',
    states: props.states ?? 'State classes',
    none: props.none ?? 'none',
    found: props.found ?? 'Found in',
  };
  const tableRef = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  useAnchorInside(root);
  const [inspected, setInspected] = useState<Inspected | { part: Inspected['part']; element?: undefined }>();

  // The part shown is outlined in the table (an attribute the page's stylesheet draws), until another is shown.
  useEffect(() => {
    const element = inspected?.element;
    element?.setAttribute('data-part-inspected', '');
    return () => element?.removeAttribute('data-part-inspected');
  }, [inspected]);

  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    const found = partAt(event.target as Element, tableRef.current!);
    if (found && found.element !== inspected?.element) setInspected(found);
  };
  const showPart = (id: string) => {
    const part = stylingFacts.parts.find((item) => item.id === id)!;
    const element = tableRef.current ? elementOf(id, tableRef.current) : null;
    setInspected(element ? (partAt(element, tableRef.current!) ?? { part }) : { part });
  };

  return (
    <div className="styling" data-version={stylingFacts.version} ref={root}>
      <figure className="styling-live">
        <div className="styling-table" ref={tableRef} onPointerOver={onPointer}>
          <PartsTable />
        </div>
        <figcaption>{props.live}</figcaption>
      </figure>
      <div className="styling-panel" role="status" aria-live="polite" data-inspected={inspected?.part.id ?? ''}>
        {inspected ? (
          <>
            <strong>
              {props.part ?? 'Part'}: {partName(inspected.part.id, locale)}
            </strong>
            <PartInfo
              part={inspected.part}
              classes={inspected.element ? (inspected as Inspected).classes : undefined}
              words={words}
              locale={locale}
            />
          </>
        ) : (
          <p>{props.inspect}</p>
        )}
      </div>
      <h2 id="every-part">{props.list}</h2>
      <ul className="styling-parts">
        {stylingFacts.parts.map((part) => (
          <li key={part.id} id={`part-${part.id}`}>
            <button
              type="button"
              className="styling-part-name"
              data-part={part.id}
              onFocus={() => showPart(part.id)}
              onPointerEnter={() => showPart(part.id)}
              onClick={() => showPart(part.id)}
            >
              {partName(part.id, locale)}
            </button>
            <PartInfo part={part} words={words} locale={locale} />
          </li>
        ))}
      </ul>
      <StyleBuilder locale={locale} />
    </div>
  );
}

/**
 * The Styling page's three tags (docs/styling.md), one chunk: `<Styling>` is a live table that shows most parts at
 * once with the panel of the part shown; `<StylingParts>` the list of every part's facts (prerendered; the page's
 * search data and Markdown copy hold the same facts); `<StyleBuilder>` the stylesheet builder. Pointing at a part of
 * the table, tapping it, or pointing at or focusing an entry of the list outlines the part and shows its facts (the
 * committed facts of facts/styling-parts/, plugins/styling/core/styling-parts.ts) in the panel, which stays at the window's bottom
 * edge while the table is on screen. A tap inspects and does nothing else: it never opens a row. The table's records
 * are in the page's language. Loaded only on the page that has the tags.
 */
import { useEffect, useRef, useSyncExternalStore, type MouseEvent, type PointerEvent } from 'react';
import Table from '@rc-component/table';
import type { LocaleId } from '../../../engine/core/types';
import { useAnchorInside, useLocale } from '../../../engine/app/site/hooks';
import PartInfo from './PartInfo';
import StyleBuilder from './StyleBuilder';
import { elementOf, partAt, partName, sampleWords, stylingFacts, stylingWord, type Inspected } from './styling-data';

interface Row {
  key: number;
  name: string;
  notes: string;
  city: string;
  amount: number;
}

/**
 * The table of the page, its words in the page's language: fixed columns at both ends, an ellipsis, an expanded row,
 * title, footer and summary.
 */
export function PartsTable({ locale }: { locale: LocaleId }) {
  const words = sampleWords(locale);
  const fill = (text: string, n: number) => text.replaceAll('{n}', String(n));
  const data: Row[] = [1, 2, 3].map((n) => ({
    key: n,
    name: fill(words.rowName, n),
    notes: fill(words.rowNotes, n),
    city: fill(words.rowCity, n),
    amount: n * 10,
  }));
  const columns = [
    { title: words.name, dataIndex: 'name', key: 'name', width: 100, fixed: 'start' as const },
    { title: words.notes, dataIndex: 'notes', key: 'notes', width: 200, ellipsis: true },
    { title: words.city, dataIndex: 'city', key: 'city', width: 300 },
    { title: words.more, dataIndex: 'city', key: 'more', width: 300 },
    { title: words.amount, dataIndex: 'amount', key: 'amount', width: 90, fixed: 'end' as const },
  ];
  return (
    <Table<Row>
      columns={columns}
      data={data}
      scroll={{ x: 1100 }}
      title={() => words.title}
      footer={() => words.footer}
      summary={() => (
        <Table.Summary.Row>
          {Array.from({ length: columns.length + 1 }, (_, index) => (
            <Table.Summary.Cell key={index} index={index}>
              {index === columns.length ? 60 : index === 1 ? words.total : null}
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      )}
      expandable={{
        expandedRowRender: (record) => words.details.replaceAll('{name}', record.name),
        defaultExpandedRowKeys: [1],
        rowExpandable: (record) => record.key !== 3,
      }}
    />
  );
}

type Shown = Inspected | { part: Inspected['part']; element?: undefined };

/** The part the panel shows, shared by the table and the list (two tags, one chunk). */
const shown = {
  value: undefined as Shown | undefined,
  /** The live table's element, where the list's parts are outlined. */
  table: null as HTMLElement | null,
  listeners: new Set<() => void>(),
  set(value: Shown) {
    if (value.element === this.value?.element && value.part === this.value?.part) return;
    this.value = value;
    for (const listener of this.listeners) listener();
  },
  subscribe(listener: () => void) {
    shown.listeners.add(listener);
    return () => shown.listeners.delete(listener);
  },
};
const useShown = () =>
  useSyncExternalStore(
    shown.subscribe,
    () => shown.value,
    () => undefined,
  );

/** Shows a part by id: its first element in the live table outlined, when the table draws it. */
function showPart(id: string) {
  const part = stylingFacts.parts.find((item) => item.id === id)!;
  const element = shown.table ? elementOf(id, shown.table) : null;
  shown.set(element && shown.table ? (partAt(element, shown.table) ?? { part }) : { part });
}

type Props = Partial<Record<'live' | 'inspect', string>>;

export default function Styling(props: Props) {
  const locale = useLocale();
  const tableRef = useRef<HTMLDivElement>(null);
  const inspected = useShown();
  useEffect(() => {
    shown.table = tableRef.current;
    // A part shown from the list before the table was ready gets its outline now.
    if (shown.value && !shown.value.element) showPart(shown.value.part.id);
    return () => {
      shown.table = null;
    };
  }, []);

  // The part shown is outlined in the table (an attribute the page's stylesheet draws), until another is shown.
  useEffect(() => {
    const element = inspected?.element;
    element?.setAttribute('data-part-inspected', '');
    return () => element?.removeAttribute('data-part-inspected');
  }, [inspected]);

  const inspect = (target: EventTarget) => {
    const found = partAt(target as Element, tableRef.current!);
    if (found) shown.set(found);
  };
  // A tap or click inspects the part under it; the table itself never sees it (no row opens or closes).
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    inspect(event.target);
  };

  return (
    <div className="styling" data-version={stylingFacts.version}>
      <figure className="styling-live">
        <div
          className="styling-table"
          ref={tableRef}
          onPointerOver={(event: PointerEvent<HTMLDivElement>) => inspect(event.target)}
          onClickCapture={onClickCapture}
        >
          <PartsTable locale={locale} />
        </div>
        <figcaption>{props.live}</figcaption>
      </figure>
      <div className="styling-panel" role="status" aria-live="polite" data-inspected={inspected?.part.id ?? ''}>
        {inspected ? (
          <>
            <strong>
              {stylingWord('partOf', locale)}
              {partName(inspected.part.id, locale)}
            </strong>
            <PartInfo
              part={inspected.part}
              classes={inspected.element ? (inspected as Inspected).classes : undefined}
              tag={inspected.element?.tagName.toLowerCase()}
              locale={locale}
            />
          </>
        ) : (
          <p>{props.inspect}</p>
        )}
      </div>
    </div>
  );
}

/** Every part's entry: its name (a button that shows the part in the panel) and its facts. */
export function StylingParts() {
  const locale = useLocale();
  const root = useRef<HTMLUListElement>(null);
  useAnchorInside(root);
  return (
    <ul className="styling-parts" ref={root}>
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
          <PartInfo part={part} locale={locale} />
        </li>
      ))}
    </ul>
  );
}

/** The stylesheet builder, in the page's language. */
export function Builder() {
  return <StyleBuilder locale={useLocale()} />;
}

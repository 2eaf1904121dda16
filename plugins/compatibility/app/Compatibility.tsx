/**
 * `<Compatibility></Compatibility>`: the compatibility matrix of the installed library (facts/compatibility/, made by
 * `npm run matrix`). Features on both axes and a mark per pair, as one grid the keyboard enters with one Tab and
 * moves through with the arrow keys, Home and End (compatibility-view.ts). Choosing a mark (click, tap, Enter or
 * Space) opens its note in a panel: the verdict, what goes wrong, why, what to do, what was checked, and the link
 * that runs the combination in the playground (with the fix, for a cell that works with one, and without it), and
 * the link that composes that table (/compose). The link's code is made when the panel opens, never for every mark.
 * A filter of several words narrows both axes to the features it matches. Below: the triples, and every cell's note once, grouped by verdict, which is the page
 * without JavaScript. Loaded only on the page that has the tag.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import {
  cellAnchor,
  cellConfig,
  cellKey,
  cellNote,
  cellSource,
  explainCell,
  ordered,
  PLAYGROUND_DEMO,
  PLAYGROUND_FILE,
  type MatrixCell,
  type Verdict,
} from '../core/compatibility';
import type { MessageKey } from '../../../engine/core/messages';
import type { LocaleId } from '../../../engine/core/types';
import { useAnchorInside, useLocale } from '../../../engine/app/site/hooks';
import { useT } from '../../../engine/app/i18n/use-t';
import { playgroundHref, type PlaygroundContext } from '../../../engine/app/live/playground-url';
import { trustHash } from '../../../engine/app/live/playground-trust';
import {
  asSentence,
  joinSentences,
  cellInView,
  gridMove,
  matrixView,
  shortTitle,
  verdictSentence,
  type GridPosition,
} from './compatibility-view';
import data from './compatibility-data';
import Link from '../../../engine/app/site/router/Link';
import { localizePath } from '../../../engine/core/locale';
import { choiceQuery } from '../../composer/core/compose';
import { composerText } from '../../composer/core/composer-view';
import './compatibility-panel.css';

const MARKS: Record<Verdict, string> = { works: '✓', fixed: '✓*', caveat: '!', fails: '✕', 'n/a': '–' };
const VERDICT_KEYS: Record<Verdict, MessageKey> = {
  works: 'compat.works',
  fixed: 'compat.fixed',
  caveat: 'compat.caveat',
  fails: 'compat.fails',
  'n/a': 'compat.na',
};
/** The notes' groups, in the order a reader needs them: what does not work first, what works last. */
const NOTE_ORDER: Verdict[] = ['fails', 'caveat', 'fixed', 'n/a', 'works'];
const verdictClass = (verdict: Verdict) => `compat-${verdict === 'n/a' ? 'na' : verdict}`;

/** The playground address running a cell's configuration (with fixes, when given), with what it shows. */
export function cellHref(
  features: readonly string[],
  locale: LocaleId,
  fixes: readonly string[] = [],
  context: PlaygroundContext = {},
): string {
  return playgroundHref(
    PLAYGROUND_DEMO,
    locale,
    { [PLAYGROUND_FILE]: cellSource(cellConfig(features, fixes)) },
    context,
  );
}

/** The code the site sends to its playground runs there without asking: it is remembered as sent from here. */
function trustOnClick(event: MouseEvent<HTMLAnchorElement>) {
  trustHash(PLAYGROUND_DEMO, new URL(event.currentTarget.href).hash);
}

const file = data;
const cells = new Map(file.cells.map((cell) => [cellKey(cell.features), cell]));
const pairCell = (a: string, b: string) => (a === b ? undefined : cells.get(cellKey(ordered([a, b]))));

/** The features' titles in the page's language, and a combination's: "A + B". */
function useTitles() {
  const locale = useLocale();
  return useMemo(() => {
    const titles = new Map(file.features.map((feature) => [feature.id, feature.title[locale]]));
    const title = (id: string) => titles.get(id) ?? id;
    return { title, combination: (features: readonly string[]) => features.map(title).join(' + ') };
  }, [locale]);
}

/** An open note: the cell, and the element focus goes back to when it closes. */
interface Opened {
  cell: MatrixCell;
  back: HTMLElement;
}

export default function Compatibility() {
  const t = useT();
  const locale = useLocale();
  const { title, combination } = useTitles();
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState<Opened | null>(null);
  const searchId = useId();
  const hintId = useId();
  const root = useRef<HTMLDivElement>(null);
  useAnchorInside(root);

  const view = useMemo(
    () =>
      matrixView(
        file.features.map((feature) => ({ id: feature.id, title: feature.title[locale] })),
        query,
      ),
    [locale, query],
  );
  const triples = file.cells.filter((cell) => cell.features.length === 3 && cellInView(cell.features, view));
  const noted = file.cells.filter((cell) => cellInView(cell.features, view));

  const open = (cell: MatrixCell, back: HTMLElement) => setOpened({ cell, back });
  const close = (refocus: boolean) => {
    if (refocus && opened?.back.isConnected) opened.back.focus();
    setOpened(null);
  };

  return (
    <div className="compat" data-version={file.version} ref={root}>
      <p className="compat-legend">
        <strong>{t('compat.legend')}:</strong>{' '}
        {(Object.keys(MARKS) as Verdict[]).map((verdict) => (
          <span key={verdict} className={`compat-key ${verdictClass(verdict)}`}>
            <span aria-hidden="true">{MARKS[verdict]}</span> {t(VERDICT_KEYS[verdict])}
          </span>
        ))}
      </p>
      <div className="compat-search">
        <label htmlFor={searchId}>{t('compat.search')}</label>{' '}
        <input
          id={searchId}
          type="search"
          value={query}
          aria-describedby={hintId}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p id={hintId} className="compat-hint">
          {t('compat.searchHint')}
        </p>
      </div>
      {view.rows.length === 0 ? (
        <p role="status">{t('compat.noMatch', { query })}</p>
      ) : (
        <MatrixGrid
          rows={view.rows}
          columns={view.columns}
          title={title}
          combination={combination}
          openKey={opened && cellKey(opened.cell.features)}
          onOpen={open}
          onEscape={() => close(false)}
        />
      )}
      {opened && <CellPanel key={cellKey(opened.cell.features)} cell={opened.cell} onClose={close} />}
      <h2 id="three-features">{t('compat.triples')}</h2>
      <ul className="compat-list compat-triples">
        {triples.map((cell) => (
          <li key={cellKey(cell.features)}>
            <MarkButton
              cell={cell}
              label={t('compat.cellLabel', {
                features: combination(cell.features),
                verdict: t(VERDICT_KEYS[cell.verdict]),
              })}
              open={opened?.cell === cell}
              onOpen={open}
            />{' '}
            {combination(cell.features)}
            {t('compat.colon')}
            <span className="compat-verdict">{t(VERDICT_KEYS[cell.verdict])}</span>
          </li>
        ))}
      </ul>
      <h2 id="notes">{t('compat.notes')}</h2>
      {NOTE_ORDER.map((verdict) => {
        const group = noted.filter((cell) => cell.verdict === verdict);
        if (group.length === 0) return null;
        return (
          <section key={verdict} className="compat-group" aria-labelledby={`compat-group-${verdictClass(verdict)}`}>
            <h3 id={`compat-group-${verdictClass(verdict)}`} className={verdictClass(verdict)}>
              <span aria-hidden="true">{MARKS[verdict]}</span>{' '}
              {t('compat.group', {
                verdict: verdictSentence(t(VERDICT_KEYS[verdict]), ''),
                count: String(group.length),
              })}
            </h3>
            <ul className="compat-list compat-notes">
              {group.map((cell) => (
                <li key={cellKey(cell.features)} id={cellAnchor(cell.features)} data-cell={cellKey(cell.features)}>
                  <strong>{combination(cell.features)}</strong>
                  {t('compat.colon')}
                  {cellNote(cell, locale)}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

interface MarkProps {
  cell: MatrixCell;
  label: string;
  open: boolean;
  onOpen: (cell: MatrixCell, back: HTMLElement) => void;
  tabIndex?: number;
}

/** A cell's mark: a button that opens its note. */
function MarkButton({ cell, label, open, onOpen, tabIndex }: MarkProps) {
  return (
    <button
      type="button"
      className={`compat-mark ${verdictClass(cell.verdict)}`}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open || undefined}
      tabIndex={tabIndex}
      data-cell={cellKey(cell.features)}
      onClick={(event) => onOpen(cell, event.currentTarget)}
    >
      <span aria-hidden="true">{MARKS[cell.verdict]}</span>
    </button>
  );
}

/**
 * A column's name, set vertically on one line: its short form on screen (the full name is its row's), the full name
 * for screen readers and on hover.
 */
function ColumnName({ title }: { title: string }) {
  const short = shortTitle(title);
  if (short === title) return <span>{title}</span>;
  return (
    <>
      <span aria-hidden="true" title={title}>
        {short}
      </span>
      <span className="visually-hidden">{title}</span>
    </>
  );
}

interface GridProps {
  rows: string[];
  columns: string[];
  title: (id: string) => string;
  combination: (features: readonly string[]) => string;
  openKey: string | null;
  onOpen: (cell: MatrixCell, back: HTMLElement) => void;
  onEscape: () => void;
}

/** Scrolls the matrix sideways so that a focused cell is not under the row names, which stay in view. */
function revealBesideRowNames(button: HTMLElement) {
  const wrap = button.closest<HTMLElement>('.compat-wrap');
  const name = button.closest('tr')?.querySelector('th');
  const cell = button.closest('td');
  if (!wrap || !name || !cell) return;
  const hidden = name.getBoundingClientRect().right - cell.getBoundingClientRect().left;
  if (hidden > 0) wrap.scrollLeft -= hidden;
}

/**
 * The matrix as a grid (the WAI-ARIA grid pattern): one Tab stop, the cell last focused (roving tabindex); arrows,
 * Home and End move between the marks, skipping the cells where a feature meets itself; Enter or Space opens a mark.
 */
function MatrixGrid({ rows, columns, title, combination, openKey, onOpen, onEscape }: GridProps) {
  const t = useT();
  const body = useRef<HTMLTableSectionElement>(null);
  /** The cell last focused, by its row's and column's features (the filter moves cells). */
  const [active, setActive] = useState<{ row: string; col: string } | null>(null);
  const [hot, setHot] = useState<GridPosition | null>(null);
  const size = { rows: rows.length, cols: columns.length };
  const has = ({ row, col }: GridPosition) =>
    rows[row] !== undefined && columns[col] !== undefined && pairCell(rows[row], columns[col]) !== undefined;
  // The cell last focused, while the filter keeps it; else the first mark.
  const activeAt = active && { row: rows.indexOf(active.row), col: columns.indexOf(active.col) };
  const current = activeAt && has(activeAt) ? activeAt : gridMove({ row: 0, col: 0 }, 'Home', true, size, has)!;
  const activate = ({ row, col }: GridPosition) => setActive({ row: rows[row], col: columns[col] });

  const positionOf = (target: EventTarget): GridPosition | null => {
    const cell = (target as HTMLElement).closest?.('td');
    const row = cell?.parentElement as HTMLTableRowElement | null;
    if (!cell || !row || !body.current?.contains(row)) return null;
    return { row: row.sectionRowIndex, col: cell.cellIndex - 1 };
  };
  const buttonAt = ({ row, col }: GridPosition) =>
    body.current?.rows[row]?.cells[col + 1]?.querySelector<HTMLButtonElement>('button') ?? null;

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Escape') return onEscape();
    const at = positionOf(event.target);
    if (!at) return;
    const next = gridMove(at, event.key, event.ctrlKey || event.metaKey, size, has);
    if (!next) return;
    event.preventDefault();
    const button = buttonAt(next);
    if (!button) return;
    activate(next);
    button.focus();
    revealBesideRowNames(button);
  };

  return (
    <div className="table-wrap compat-wrap">
      <table
        className="compat-matrix"
        role="grid"
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const at = positionOf(event.target);
          if (at) {
            activate(at);
            setHot(at);
          }
        }}
        onBlur={() => setHot(null)}
        onPointerOver={(event) => setHot(positionOf(event.target))}
        onPointerLeave={() => setHot(null)}
      >
        <caption>{t('compat.caption')}</caption>
        <thead>
          <tr>
            <td className="compat-corner" />
            {columns.map((id, col) => (
              <th key={id} scope="col" data-feature={id} data-hot={hot?.col === col || undefined}>
                <ColumnName title={title(id)} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={body}>
          {rows.map((rowId, row) => (
            <tr key={rowId} data-feature={rowId}>
              <th scope="row" data-hot={hot?.row === row || undefined}>
                <span className="compat-name">{title(rowId)}</span>
              </th>
              {columns.map((colId, col) => {
                const cell = pairCell(rowId, colId);
                const key = cell && cellKey(cell.features);
                return (
                  <td key={colId} role="gridcell">
                    {cell ? (
                      <MarkButton
                        cell={cell}
                        label={t('compat.cellLabel', {
                          features: combination(cell.features),
                          verdict: t(VERDICT_KEYS[cell.verdict]),
                        })}
                        open={openKey === key}
                        onOpen={onOpen}
                        tabIndex={current.row === row && current.col === col ? 0 : -1}
                      />
                    ) : (
                      <span className="compat-same" title={t('compat.same')}>
                        ·
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface PanelProps {
  cell: MatrixCell;
  onClose: (refocus: boolean) => void;
}

/**
 * A cell's note, in a panel beside the page (a non-modal dialog): focus moves to its title when it opens, Escape or
 * Close shuts it and sends focus back to the mark; a press anywhere but on the panel or a mark shuts it too.
 */
function CellPanel({ cell, onClose }: PanelProps) {
  const t = useT();
  const locale = useLocale();
  const { combination } = useTitles();
  const heading = useRef<HTMLParagraphElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const features = combination(cell.features);
  const verdict = t(VERDICT_KEYS[cell.verdict]);
  const explained = useMemo(() => explainCell(cell, locale), [cell, locale]);
  const fixed = cell.verdict === 'fixed' && cell.fixes !== undefined && cell.fixes.length > 0;

  // The playground's links, made now that the cell is open: the code compressed into the address, with its title and
  // what to look at there.
  const links = useMemo(() => {
    const checked = explained.checked.length
      ? t('compat.checkedList', { checks: explained.checked.join(t('compat.separator')) })
      : '';
    // The note of a cell that works with a fix starts by saying so itself.
    const note = [
      fixed ? '' : verdictSentence(verdict, t('compat.stop')),
      cellNote(cell, locale),
      cell.verdict === 'works' ? '' : checked,
    ]
      .filter(Boolean)
      .reduce(joinSentences, '');
    const main = cellHref(cell.features, locale, fixed ? cell.fixes : [], { title: features, note });
    if (!fixed) return { main };
    const fix = explained.fix ?? cell.fixes!.join(', ');
    const unfixed = cellHref(cell.features, locale, [], {
      title: t('compat.withoutFix', { features, fix }),
      note: [t('compat.noteWithoutFix', { fix, seen: explained.seen ?? '' }), checked]
        .filter(Boolean)
        .reduce(joinSentences, ''),
    });
    return { main, unfixed };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` follows `locale`
  }, [cell, locale, explained, features, verdict, fixed]);

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target || panel.current?.contains(target) || target.closest('.compat-mark')) return;
      onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [onClose]);

  const seenLabel =
    cell.verdict === 'n/a' ? t('compat.ignored') : fixed ? t('compat.seenWithoutFix') : t('compat.seen');
  return (
    <div
      ref={panel}
      className="compat-panel"
      role="dialog"
      aria-labelledby={titleId}
      data-cell={cellKey(cell.features)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose(true);
      }}
    >
      <div className="compat-panel-head">
        <p id={titleId} ref={heading} className="compat-panel-title" tabIndex={-1}>
          {features}
        </p>
        <button type="button" className="icon-button" aria-label={t('compat.close')} onClick={() => onClose(true)}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <p className={`compat-panel-verdict ${verdictClass(cell.verdict)}`}>
        <span aria-hidden="true">{MARKS[cell.verdict]}</span> {verdictSentence(verdict, '')}
      </p>
      <dl className="compat-panel-note">
        {explained.seen && (
          <>
            <dt>{seenLabel}</dt>
            <dd>{asSentence(explained.seen, t('compat.stop'))}</dd>
          </>
        )}
        {explained.fix && (
          <>
            <dt>{t('compat.fix')}</dt>
            <dd>
              <code>{explained.fix}</code>
            </dd>
          </>
        )}
        {explained.why && (
          <>
            <dt>{t('compat.why')}</dt>
            <dd>{explained.why}</dd>
          </>
        )}
        {explained.action && (
          <>
            <dt>{t('compat.action')}</dt>
            <dd>{asSentence(explained.action, t('compat.stop'))}</dd>
          </>
        )}
        {explained.checked.length > 0 && (
          <>
            <dt>{t('compat.checked')}</dt>
            <dd>
              <ul>
                {explained.checked.map((check) => (
                  <li key={check}>{check}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {explained.skipped.length > 0 && (
          <>
            <dt>{t('compat.skipped')}</dt>
            <dd>
              <ul>
                {explained.skipped.map((skip) => (
                  <li key={skip}>{skip}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
      <p className="compat-panel-actions">
        <a className="button primary" href={links.main} onClick={trustOnClick}>
          {fixed ? t('compat.openFixed') : t('compat.open')}
        </a>
        {links.unfixed && (
          <a className="button" href={links.unfixed} onClick={trustOnClick}>
            {t('compat.openUnfixed')}
          </a>
        )}
        <Link className="button" to={`${localizePath('/compose', locale)}${choiceQuery({ features: cell.features })}`}>
          {composerText(locale, 'this')}
        </Link>
      </p>
    </div>
  );
}

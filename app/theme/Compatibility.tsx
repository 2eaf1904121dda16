/**
 * `<Compatibility></Compatibility>`: the compatibility matrix of the installed library (facts/compatibility/, made by
 * `npm run matrix`). Features on both axes, a mark per pair that opens the playground running that pair's
 * configuration, the mark's words on hover and focus, and every mark's words again in a list below (phones and
 * screen readers read that); a filter over the features. Loaded only on the page that has the tag.
 */
import { useId, useMemo, useState, type MouseEvent } from 'react';
import {
  cellConfig,
  cellKey,
  cellSource,
  ordered,
  type MatrixCell,
  type MatrixFile,
  type Verdict,
} from '../../core/compatibility';
import type { MessageKey } from '../../core/messages';
import { useLocale } from '../site/hooks';
import { useT } from '../i18n/use-t';
import { playgroundHref } from '../live/playground-url';
import { trustHash } from '../live/playground-trust';
import data from './compatibility-data';

/** The demo whose playground runs a cell (its one file replaced by the cell's code). */
export const PLAYGROUND_DEMO = 'simple';
export const PLAYGROUND_FILE = 'simple.tsx';

const MARKS: Record<Verdict, string> = { works: '✓', caveat: '!', fails: '✕', 'n/a': '–' };
const VERDICT_KEYS: Record<Verdict, MessageKey> = {
  works: 'compat.works',
  caveat: 'compat.caveat',
  fails: 'compat.fails',
  'n/a': 'compat.na',
};

/** The playground address running a set of features, in a language. */
export function cellHref(features: string[], locale: Parameters<typeof playgroundHref>[1]): string {
  return playgroundHref(PLAYGROUND_DEMO, locale, { [PLAYGROUND_FILE]: cellSource(cellConfig(features)) });
}

/** Whether a feature's id or title (in the page's language) holds the query, ignoring case. */
export const matchesFeature = (query: string, id: string, title: string) => {
  const q = query.trim().toLowerCase();
  return q === '' || id.toLowerCase().includes(q) || title.toLowerCase().includes(q);
};

/** The code the site sends to its playground runs there without asking: it is remembered as sent from here. */
function trustOnClick(event: MouseEvent<HTMLAnchorElement>) {
  trustHash(PLAYGROUND_DEMO, new URL(event.currentTarget.href).hash);
}

function Mark({ cell, file, label }: { cell: MatrixCell; file: MatrixFile; label: string }) {
  const t = useT();
  const locale = useLocale();
  const tip = useId();
  const verdict = t(VERDICT_KEYS[cell.verdict]);
  const note = cell.note?.[locale];
  const features = cell.features.map((id) => file.features.find((f) => f.id === id)?.title[locale] ?? id).join(' + ');
  return (
    <a
      className={`compat-mark compat-${cell.verdict === 'n/a' ? 'na' : cell.verdict}`}
      href={cellHref(cell.features, locale)}
      onClick={trustOnClick}
      aria-label={t('compat.cellLabel', { features, verdict })}
      aria-describedby={note ? tip : undefined}
      data-cell={cellKey(cell.features)}
    >
      <span aria-hidden="true">{label}</span>
      <span role="tooltip" id={tip} className="compat-tip">
        <strong>{features}</strong>: {verdict}
        {note ? <>. {note}</> : null}
      </span>
    </a>
  );
}

export default function Compatibility() {
  const t = useT();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const file = data;
  const cells = useMemo(() => new Map(file.cells.map((cell) => [cellKey(cell.features), cell])), [file]);
  const shown = file.features.filter((feature) => matchesFeature(query, feature.id, feature.title[locale]));
  const pairCell = (a: string, b: string) => cells.get(cellKey(ordered([a, b])));
  const triples = file.cells.filter((cell) => cell.features.length === 3);
  const noted = file.cells.filter(
    (cell) =>
      cell.note &&
      (query.trim() === '' ||
        cell.features.some((id) => shown.some((feature) => feature.id === id)) ||
        cell.note[locale].toLowerCase().includes(query.trim().toLowerCase())),
  );
  const searchId = useId();

  return (
    <div className="compat" data-version={file.version}>
      <p className="compat-legend">
        <strong>{t('compat.legend')}:</strong>{' '}
        {(Object.keys(MARKS) as Verdict[]).map((verdict) => (
          <span key={verdict} className={`compat-key compat-${verdict === 'n/a' ? 'na' : verdict}`}>
            <span aria-hidden="true">{MARKS[verdict]}</span> {t(VERDICT_KEYS[verdict])}
          </span>
        ))}
      </p>
      <p className="compat-search">
        <label htmlFor={searchId}>{t('compat.search')}</label>{' '}
        <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </p>
      {shown.length === 0 ? (
        <p role="status">{t('compat.noMatch', { query })}</p>
      ) : (
        <div className="table-wrap compat-wrap">
          <table className="compat-matrix">
            <caption>{t('compat.caption')}</caption>
            <thead>
              <tr>
                <td />
                {file.features.map((feature) => (
                  <th key={feature.id} scope="col" data-feature={feature.id}>
                    <span>{feature.title[locale]}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.id} data-feature={row.id}>
                  <th scope="row">{row.title[locale]}</th>
                  {file.features.map((column) => {
                    const cell = row.id === column.id ? undefined : pairCell(row.id, column.id);
                    return (
                      <td key={column.id}>
                        {cell ? (
                          <Mark cell={cell} file={file} label={MARKS[cell.verdict]} />
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
      )}
      <h2 id="three-features">{t('compat.triples')}</h2>
      <ul className="compat-list">
        {triples.map((cell) => (
          <li key={cellKey(cell.features)}>
            <Mark cell={cell} file={file} label={MARKS[cell.verdict]} />{' '}
            {cell.features.map((id) => file.features.find((f) => f.id === id)?.title[locale] ?? id).join(' + ')}
            {cell.note ? <>: {cell.note[locale]}</> : null}
          </li>
        ))}
      </ul>
      <h2 id="notes">{t('compat.notes')}</h2>
      <ul className="compat-list">
        {noted.map((cell) => (
          <li key={cellKey(cell.features)}>
            <Mark cell={cell} file={file} label={MARKS[cell.verdict]} />{' '}
            <strong>
              {cell.features.map((id) => file.features.find((f) => f.id === id)?.title[locale] ?? id).join(' + ')}
            </strong>
            : {cell.note![locale]}
          </li>
        ))}
      </ul>
    </div>
  );
}

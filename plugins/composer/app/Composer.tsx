/**
 * `<Composer></Composer>`: choose features of the compatibility matrix and a size, and get the table: what the matrix
 * says about the combination, a live preview of the code (compiled and run as the site's live demos are), and the
 * code to copy, download or open in the playground. A combination that does not work is refused with its note and
 * the nearest choices that do. The choice is the page's address (`?f=…&records=…`), read once hydration is over, so a
 * link shares it; until then the page says it is reading it rather than judging an empty choice. Loaded only on the
 * page that has the tag; its few layout rules are style attributes, so the prerendered form is laid out before its
 * code arrives and no other page's stylesheet grows.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  PLAYGROUND_DEMO,
  PLAYGROUND_FILE,
  cellNote,
  verdictWord,
  type MatrixCell,
} from '../../compatibility/core/compatibility';
import matrix from '../../compatibility/app/compatibility-data';
import Link from '../../../engine/app/site/router/Link';
import { useLocale, useSiteData } from '../../../engine/app/site/hooks';
import { NO_QUERY, useHydratedQuery } from '../../../engine/app/site/use-hydrated-query';
import { useT } from '../../../engine/app/i18n/use-t';
import { useLiveDemo } from '../../../engine/app/live/use-live-demo';
import { playgroundHref } from '../../../engine/app/live/playground-url';
import { trustHash } from '../../../engine/app/live/playground-trust';
import LiveDemo from '../../../engine/app/theme/LiveDemo';
import LiveStatus from '../../../engine/app/theme/LiveStatus';
import { useCopy } from '../../../engine/app/theme/use-copy';
import { localizePath } from '../../../engine/core/locale';
import {
  LIMITS,
  SIZES,
  choiceQuery,
  composeWords,
  composedConfig,
  composedSource,
  featureTitle,
  grouped,
  judgeChoice,
  readChoice,
  type Choice,
  type Problem,
  type Size,
} from '../core/compose';
import { composerText, featureChecks, fixProp, heavyCells, type ComposerWord } from '../core/composer-view';

/** The composer's words in the page's language. */
function useWords() {
  const locale = useLocale();
  return (key: ComposerWord, values?: Record<string, string>) => composerText(locale, key, values);
}

const FILE = 'compose.tsx';
const LIST = { listStyle: 'none', paddingInlineStart: 0, margin: '8px 0' } as const;
const FIELDSET = {
  border: '1px solid var(--border)',
  borderRadius: 'var(--radius)',
  margin: '0 0 16px',
  padding: '8px 16px',
};
/** The preview's box scrolls sideways only for a table that does not scroll itself (a sticky header needs the window). */
const SCROLLS = { overflowX: 'auto', maxWidth: '100%' } as const;
const ACTIONS = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 20px' } as const;
const CODE = {
  maxHeight: '32rem',
  overflow: 'auto',
  padding: '12px 16px',
  border: '1px solid var(--border)',
  borderRadius: 'var(--radius)',
  background: 'var(--bg-soft)',
  fontSize: 13,
  lineHeight: 1.5,
} as const;
/**
 * The preview runs the composed file with one change: a sticky header stops below the site's top bar (its height,
 * --header-h), not under it at the top of the window. The page says so beside the preview.
 */
const TOP_BAR = 60;
const previewOf = (source: string) =>
  source.replace('\n  sticky: true,\n', `\n  sticky: { offsetHeader: ${TOP_BAR} },\n`);

const SIZE_LABELS: Record<Size, ComposerWord> = { records: 'records', columns: 'columns', width: 'width' };
const SIZE_NAMES: Record<Size, ComposerWord> = { records: 'recordsName', columns: 'columnsName', width: 'widthName' };

/** A problem of the address in words. */
function problemText(problem: Problem, w: ReturnType<typeof useWords>): string {
  if (problem.kind === 'unknown-feature') return w('unknownFeature', { value: problem.value });
  const size = w(SIZE_NAMES[problem.size]);
  if (problem.kind === 'not-a-number') return w('notANumber', { size, value: problem.value });
  const { min, max } = LIMITS[problem.size];
  return w('outOfRange', {
    size,
    value: problem.value,
    min: grouped(min),
    max: grouped(max),
    used: grouped(problem.used),
  });
}

/**
 * A number field: the text as typed, the choice changed only by a whole number within bounds; anything else is
 * marked and said beside the field. Empty, it shows the table's default as its placeholder.
 */
function SizeField({
  size,
  value,
  placeholder,
  onChange,
}: {
  size: Size;
  value?: number;
  placeholder?: number;
  onChange: (value?: number) => void;
}) {
  const w = useWords();
  const id = useId();
  const hint = `${id}-hint`;
  const [text, setText] = useState(value === undefined ? '' : String(value));
  // What the browser could not read as a number ("e", "1e"): its value is empty, but the field is not.
  const [unreadable, setUnreadable] = useState(false);
  useEffect(() => setText(value === undefined ? '' : String(value)), [value]);
  const { min, max } = LIMITS[size];
  const number = Number(text);
  const valid = !unreadable && (text === '' || (/^\d+$/.test(text) && number >= min && number <= max));
  return (
    <p className="composer-size" style={{ margin: '8px 0' }}>
      <label htmlFor={id}>{w(SIZE_LABELS[size], { min: grouped(min), max: grouped(max) })}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={text}
        placeholder={placeholder === undefined ? undefined : String(placeholder)}
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : hint}
        style={{ display: 'block', width: '10em', marginTop: 4, font: 'inherit' }}
        onChange={(event) => {
          const next = event.target.value.trim();
          setText(next);
          setUnreadable(event.target.validity.badInput);
          if (event.target.validity.badInput) return;
          if (next === '') onChange(undefined);
          else if (/^\d+$/.test(next) && Number(next) >= min && Number(next) <= max) onChange(Number(next));
        }}
      />
      {!valid && (
        <span id={hint} className="composer-invalid" role="status" style={{ display: 'block', marginTop: 4 }}>
          {w('invalid', { min: grouped(min), max: grouped(max) })}
        </span>
      )}
    </p>
  );
}

export default function Composer() {
  const t = useT();
  const w = useWords();
  const locale = useLocale();
  const { packageName } = useSiteData();
  const query = useHydratedQuery();
  const reading = query === NO_QUERY;
  const navigate = useNavigate();
  const read = useMemo(() => readChoice(query.toString()), [query]);
  const problems = read.problems;
  // The choice shows at once; the address follows it (and a new address, by a link or Back, sets it).
  const [choice, setChoice] = useState(read.choice);
  useEffect(() => setChoice(read.choice), [read]);
  const judgement = useMemo(() => judgeChoice(choice.features, matrix), [choice.features]);
  const refused = judgement.verdict === 'fails';
  const unchecked = !judgement.together && !refused;
  const source = useMemo(
    () => (refused ? '' : composedSource(choice, judgement, matrix, composeWords(locale), locale, packageName)),
    [choice, judgement, refused, locale, packageName],
  );
  const config = useMemo(() => composedConfig(choice, judgement.fixes), [choice, judgement.fixes]);
  const heavy = heavyCells(config);
  const sticky = choice.features.includes('sticky');
  // A table that scrolls sideways on its own (scroll.x) needs no scrolling box around it.
  const selfScrolling = (config.props.scroll as { x?: number } | undefined)?.x !== undefined;
  const [drawnFor, setDrawnFor] = useState('');
  const draw = !refused && (heavy === 0 || drawnFor === source);

  const allowed = useMemo(() => new Set(['react', packageName]), [packageName]);
  const live = useLiveDemo({ entry: FILE, allowed, scope: 'compose' });
  const { compile } = live;
  useEffect(() => {
    if (draw && source) void compile({ [FILE]: previewOf(source) });
  }, [draw, source, compile]);

  const [copied, copy] = useCopy();
  const choose = (next: Choice) => {
    setChoice(next);
    // The query as written, commas and all: the address a visitor shares.
    void navigate({ search: choiceQuery(next) }, { replace: true, preventScrollReset: true });
  };
  const toggle = (id: string, on: boolean) =>
    choose({ ...choice, features: on ? [...choice.features, id] : choice.features.filter((f) => f !== id) });
  const here = localizePath('/compose', locale);
  const playground = source ? playgroundHref(PLAYGROUND_DEMO, locale, { [PLAYGROUND_FILE]: source }) : '';
  const trust = (event: { currentTarget: HTMLAnchorElement }) =>
    trustHash(PLAYGROUND_DEMO, new URL(event.currentTarget.href).hash);
  const asked = choice.columns;
  const title = (id: string) => featureTitle(matrix, id, locale);
  const notes = judgement.parts.filter((cell) => cell.verdict !== 'works');

  const placeholders: Record<Size, number | undefined> = {
    records: config.records,
    columns: config.columnCount,
    width: undefined,
  };

  return (
    <section className="composer">
      {problems.length > 0 && (
        <ul className="composer-problems" role="status">
          {problems.map((problem) => (
            <li key={`${problem.kind}:${'size' in problem ? problem.size : ''}:${problem.value}`}>
              {problemText(problem, w)}
            </li>
          ))}
        </ul>
      )}
      <form className="composer-form" onSubmit={(event) => event.preventDefault()}>
        <fieldset style={FIELDSET}>
          <legend>{w('features')}</legend>
          <p className="composer-hint">{w('featuresHint')}</p>
          <ul className="composer-features" style={LIST}>
            {matrix.features.map((feature) => (
              <li key={feature.id} style={{ margin: '6px 0' }}>
                <input
                  type="checkbox"
                  id={`compose-${feature.id}`}
                  checked={choice.features.includes(feature.id)}
                  onChange={(event) => toggle(feature.id, event.target.checked)}
                />{' '}
                <label htmlFor={`compose-${feature.id}`}>
                  <strong>{feature.title[locale]}</strong>{' '}
                  <span className="composer-checks" style={{ color: 'var(--text-2)' }}>
                    {featureChecks(matrix, feature.id, locale)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <fieldset className="composer-sizes" style={FIELDSET}>
          <legend>{w('size')}</legend>
          {SIZES.map((size) => (
            <SizeField
              key={size}
              size={size}
              value={choice[size]}
              placeholder={placeholders[size]}
              onChange={(value) => choose({ ...choice, [size]: value })}
            />
          ))}
        </fieldset>
      </form>
      <h2>{w('verdict')}</h2>
      <div className="composer-verdict" aria-live="polite">
        {reading ? (
          <p>{w('reading')}</p>
        ) : choice.features.length === 0 ? (
          <p>{w('none')}</p>
        ) : (
          <p>
            <strong
              className={`composer-word ${unchecked ? 'composer-unchecked' : `compat-${judgement.verdict === 'n/a' ? 'na' : judgement.verdict}`}`}
            >
              {unchecked ? w('uncheckedWord') : verdictWord(judgement.verdict, locale)}
            </strong>{' '}
            {judgement.cell
              ? w('whole', { package: packageName, version: matrix.version })
              : choice.features.length === 1
                ? w('single')
                : w(refused ? 'partsFail' : 'parts', {
                    features: String(choice.features.length),
                    count: String(judgement.parts.length),
                    worst: verdictWord(judgement.verdict, locale),
                  })}
          </p>
        )}
        {notes.map((cell: MatrixCell) => (
          <p key={cell.features.join('+')} className="composer-note">
            <strong>{cell.features.map(title).join(' + ')}</strong>
            {t('compat.colon')}
            {cellNote(cell, locale)}
          </p>
        ))}
        {!refused && judgement.fixes.length > 0 && (
          <p>{w('fixes', { fixes: judgement.fixes.map(fixProp).join(', ') })}</p>
        )}
        {!refused && sticky && <p>{w('stickyNote')}</p>}
        {asked !== undefined && config.columnCount > asked && (
          <p>{w('moreColumns', { count: String(config.columnCount), asked: String(asked) })}</p>
        )}
        {refused && (
          <>
            <p>{w('refused')}</p>
            <p>{w('nearest')}</p>
            <ul>
              {judgement.nearest.map((features) => (
                <li key={features.join('+')}>
                  <Link to={`${here}${choiceQuery({ ...choice, features })}`}>{features.map(title).join(' + ')}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {!refused && !reading && (
        <>
          <h2>{w('preview')}</h2>
          {sticky && <p className="composer-sticky-preview">{w('stickyPreview', { offset: String(TOP_BAR) })}</p>}
          <div
            className="composer-preview"
            {...(selfScrolling ? {} : { style: SCROLLS, tabIndex: 0, role: 'region', 'aria-label': w('preview') })}
          >
            {draw ? (
              <>
                <LiveDemo live={live} />
                <LiveStatus state={live.state} compilingLabel={t('demo.compiling')} errorLabel={t('demo.editError')} />
              </>
            ) : (
              <p className="composer-heavy">
                {w('heavy', { cells: grouped(heavy) })}{' '}
                <button type="button" className="text-button" onClick={() => setDrawnFor(source)}>
                  {w('draw')}
                </button>
              </p>
            )}
          </div>
          <h2>{w('code')}</h2>
          <p className="composer-actions" style={ACTIONS}>
            <button type="button" className="text-button" onClick={() => copy(source)}>
              {t('demo.copy')}
            </button>
            <a download={FILE} href={`data:text/plain;charset=utf-8,${encodeURIComponent(source)}`}>
              {w('download')}
            </a>
            <a href={playground} onClick={trust} onAuxClick={trust}>
              {w('playground')}
            </a>
            <span role="status">{copied ? t('demo.copied') : ''}</span>
          </p>
          <pre className="composer-code" tabIndex={0} style={CODE}>
            <code>{source}</code>
          </pre>
        </>
      )}
    </section>
  );
}

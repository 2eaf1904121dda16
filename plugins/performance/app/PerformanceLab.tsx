/**
 * `<PerformanceLab></PerformanceLab>`: runs a scenario of the performance lab in the visitor's browser when they
 * press Run (never on load), in a frame of its own with the library's stylesheet, with its progress and a Stop; sets
 * the visitor's figures beside the installed release's reference figures; and charts the chosen size over every
 * measured release. Loaded only on the page that has the tag, charts included; its layout rules are style
 * attributes, so no other page's stylesheet grows.
 */
import { useEffect, useId, useRef, useState } from 'react';
import tableCss from '@rc-component/table/assets/index.css?inline';
import figures from 'virtual:performance-figures';
import { useLocale } from '../../../engine/app/site/hooks';
import type { LocaleId } from '../../../engine/core/types';
import { RunStopped, runOnce } from './runner';
import Chart from './Chart';
import {
  COLUMNS,
  COMPONENTS,
  RECORDS,
  TIME_LIMIT_MS,
  VARIANTS,
  VARIANT_SIZES,
  scenarioId,
  type Scenario,
  type TableComponent,
  type Variant,
} from '../core/scenarios';
import {
  METRICS,
  measureScenario,
  resultOf,
  statOf,
  type Metric,
  type Phase,
  type ScenarioResult,
} from '../core/figures';
import {
  chartPoints,
  formatFigure,
  labText,
  largestChange,
  meanIndex,
  scenarioOf,
  scenarioTitle,
  wasLoaded,
  type LabWord,
} from '../core/lab-view';

type LabState =
  | { kind: 'idle' }
  | { kind: 'running'; run: number; of: number; phase: Phase }
  | { kind: 'done'; result: ScenarioResult }
  | { kind: 'stopped' }
  | { kind: 'refused'; cells: number }
  | { kind: 'failed'; message: string };

const FIELDSET = {
  border: '1px solid var(--border)',
  borderRadius: 'var(--radius)',
  margin: '0 0 16px',
  padding: '8px 16px',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 24px',
  alignItems: 'end',
} as const;
const LABEL = { display: 'flex', flexDirection: 'column', gap: 4 } as const;
const SMALL = { color: 'var(--text-2)', fontSize: '0.875em' } as const;
const LIMIT_SECONDS = TIME_LIMIT_MS / 1000;

const reference = figures.releases.find((file) => file.version === figures.installed)!;
/**
 * The most cells a plain Table may draw in the visitor's browser. Its render does not give the page its turn often
 * enough to stop it on time past that: 100,000 cells held the page for ten seconds before the limit stopped it, and
 * 500,000 froze it for minutes. Such a scenario is refused instead of run.
 */
const BROWSER_CELLS = 50_000;
const tooLarge = (scenario: Scenario) =>
  scenario.component === 'Table' && scenario.records * scenario.columns > BROWSER_CELLS;

/** A stat as a table cell: the median, then its range and the first run. */
function StatCell({ result, metric, locale }: { result: ScenarioResult; metric: Metric; locale: LocaleId }) {
  const t = (key: LabWord, values?: Record<string, string | number>) => labText(locale, key, values);
  if (result.status === 'beyond')
    return <>{t('referenceBeyond', { after: scenarioTitle(scenarioOf(result.after), locale) })}</>;
  if (result.status === 'limit')
    return <>{t('overLimit', { limit: LIMIT_SECONDS, phase: t(`phase.${result.phase}` as LabWord) })}</>;
  const stat = statOf(result.runs, metric);
  if (!stat) return <>{t('notReported')}</>;
  return (
    <>
      <strong>{formatFigure(stat.median)}</strong>
      <br />
      <span style={SMALL}>
        {t('range', {
          min: formatFigure(stat.min),
          max: formatFigure(stat.max),
          runs: stat.runs,
          first: formatFigure(stat.first),
        })}
      </span>
    </>
  );
}

/** Empties the frame's document and gives it the library's stylesheet and an element to draw in. */
function prepareFrame(frame: HTMLIFrameElement): HTMLElement {
  const doc = frame.contentDocument!;
  const style = doc.createElement('style');
  style.textContent = `${tableCss}\nhtml { color-scheme: light; background: #fff; color: #000; }\nbody { margin: 0; font: 14px system-ui, sans-serif; }`;
  doc.head.replaceChildren(style);
  const root = doc.createElement('div');
  doc.body.replaceChildren(root);
  return root;
}

export default function PerformanceLab() {
  const locale = useLocale();
  const t = (key: LabWord, values?: Record<string, string | number>) => labText(locale, key, values);
  const id = useId();
  const [choice, setChoice] = useState<Scenario>({
    component: 'VirtualTable',
    records: 10_000,
    columns: 50,
    variant: 'plain',
  });
  const [state, setState] = useState<LabState>({ kind: 'idle' });
  const frame = useRef<HTMLIFrameElement>(null);
  const runButton = useRef<HTMLButtonElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);

  const running = state.kind === 'running';
  // The button that was pressed is disabled while a scenario runs: focus moves to the other one, not to the page.
  const pressed = useRef(false);
  useEffect(() => {
    if (!pressed.current) return;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (running && (lost || document.activeElement === runButton.current)) stopButton.current?.focus();
    if (!running && (lost || document.activeElement === stopButton.current)) runButton.current?.focus();
  }, [running]);
  const chosenId = scenarioId(choice);
  const referenceResult = resultOf(reference, chosenId);

  async function run() {
    if (tooLarge(choice)) {
      setState({ kind: 'refused', cells: choice.records * choice.columns });
      return;
    }
    pressed.current = true;
    const abort = new AbortController();
    controller.current = abort;
    const container = prepareFrame(frame.current!);
    const scenario = choice;
    let progress = { run: 1, of: 1, phase: 'data' as Phase };
    const show = (next: Partial<typeof progress>) => {
      progress = { ...progress, ...next };
      setState({ kind: 'running', ...progress });
    };
    show({});
    try {
      const result = await measureScenario(
        scenario,
        async (drawn) => {
          try {
            return await runOnce(drawn, {
              container,
              limitMs: TIME_LIMIT_MS,
              signal: abort.signal,
              onPhase: (phase) => show({ phase }),
            });
          } catch (error) {
            if (error instanceof RunStopped && error.reason === 'limit') return { limit: error.phase };
            throw error;
          }
        },
        [],
        (run, of) => show({ run, of }),
      );
      setState({ kind: 'done', result });
    } catch (error) {
      setState(
        error instanceof RunStopped ? { kind: 'stopped' } : { kind: 'failed', message: (error as Error).message },
      );
    } finally {
      controller.current = undefined;
    }
  }

  const select = <T extends string | number>(
    name: LabWord,
    value: T,
    options: readonly T[],
    label: (option: T) => string,
    set: (value: T) => void,
  ) => (
    <span style={LABEL}>
      <label htmlFor={`${id}-${name}`}>{t(name)}</label>
      <select
        id={`${id}-${name}`}
        value={String(value)}
        disabled={running}
        onChange={(event) => {
          const picked = options.find((option) => String(option) === event.target.value);
          if (picked !== undefined) set(picked);
        }}
      >
        {options.map((option) => (
          <option key={String(option)} value={String(option)}>
            {label(option)}
          </option>
        ))}
      </select>
    </span>
  );

  const status = (() => {
    switch (state.kind) {
      case 'idle':
        return t('idle');
      case 'running':
        return state.run === 1
          ? t('progressFirst', { phase: t(`phase.${state.phase}` as LabWord) })
          : t('progress', { run: state.run, of: state.of, phase: t(`phase.${state.phase}` as LabWord) });
      case 'done':
        return state.result.status === 'ok'
          ? t('done', { runs: state.result.runs.length })
          : t('overLimit', {
              limit: LIMIT_SECONDS,
              phase: t(`phase.${state.result.status === 'limit' ? state.result.phase : 'mount'}` as LabWord),
            });
      case 'stopped':
        return t('stopped');
      case 'refused':
        return t('tooLarge', { cells: formatFigure(state.cells), limit: formatFigure(BROWSER_CELLS) });
      case 'failed':
        return t('failed', { message: state.message });
    }
  })();

  const change = largestChange(figures.releases);
  const referenceIndex = meanIndex(reference);
  const charted = COMPONENTS.some((component) => resultOf(reference, scenarioId({ ...choice, component })));

  return (
    <div className="performance-lab">
      <h2 id={`${id}-run`}>{t('runTitle')}</h2>
      <p>{t('runHint')}</p>
      {/* A group, not a form: before the lab's code arrives, a form's Run would submit the page. */}
      <div role="group" aria-labelledby={`${id}-run`}>
        <fieldset style={FIELDSET}>
          <legend>{scenarioTitle(choice, locale)}</legend>
          {select<TableComponent>('component', choice.component, COMPONENTS, String, (component) =>
            setChoice({ ...choice, component }),
          )}
          {select('records', choice.records, RECORDS, formatFigure, (records) => setChoice({ ...choice, records }))}
          {select('columns', choice.columns, COLUMNS, String, (columns) => setChoice({ ...choice, columns }))}
          {select<Variant>(
            'variant',
            choice.variant,
            VARIANTS,
            (variant) => t(variant),
            (variant) => setChoice({ ...choice, variant }),
          )}
          <span style={{ display: 'flex', gap: 8 }}>
            <button type="button" ref={runButton} disabled={running} onClick={() => void run()}>
              {t('run')}
            </button>
            <button type="button" ref={stopButton} disabled={!running} onClick={() => controller.current?.abort()}>
              {t('stop')}
            </button>
          </span>
        </fieldset>
      </div>
      <p role="status" aria-live="polite">
        {status}
      </p>
      <iframe
        ref={frame}
        title={t('frame')}
        tabIndex={-1}
        style={{
          width: '100%',
          height: 450,
          border: '1px solid var(--border)',
          borderRadius: 'var(--radius)',
          background: 'var(--bg-soft)',
        }}
      />
      <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('figuresTable')}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('metric')}</th>
              <th scope="col">{t('yours')}</th>
              <th scope="col">
                {t('reference', { version: reference.version, index: referenceIndex })}
                {wasLoaded(reference) ? ` (${t('loaded')})` : ''}
              </th>
            </tr>
          </thead>
          <tbody>
            {METRICS.map((metric) => (
              <tr key={metric}>
                <th scope="row">{t(`metric.${metric}` as LabWord)}</th>
                <td>
                  {state.kind === 'done' ? <StatCell result={state.result} metric={metric} locale={locale} /> : '–'}
                </td>
                <td>
                  {referenceResult ? (
                    <StatCell result={referenceResult} metric={metric} locale={locale} />
                  ) : (
                    t('noReference')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p style={SMALL}>{t('yourSpeed')}</p>

      <h2>{t('chartsTitle')}</h2>
      <p>{t('chartsHint')}</p>
      {!charted && (
        <p>
          {t('notCharted', {
            sizes: VARIANT_SIZES.map((size) => `${formatFigure(size.records)} × ${size.columns}`).join(t('and')),
          })}
        </p>
      )}
      {charted &&
        (['mount', 'update', 'scrollP95'] as const).map((metric) => (
          <Chart
            key={metric}
            label={t('chartLabel', {
              metric: t(`metric.${metric}` as LabWord),
              records: formatFigure(choice.records),
              columns: choice.columns,
              variant: t(choice.variant).toLowerCase(),
            })}
            limitLabel={t('referenceLimit', { limit: LIMIT_SECONDS })}
            series={COMPONENTS.map((component) => ({
              name: component,
              points: chartPoints(figures.releases, scenarioId({ ...choice, component }), metric),
            }))}
            words={{ release: t('release'), index: t('index'), loaded: t('loaded'), asTable: t('asTable') }}
          />
        ))}
      <p>
        {change
          ? t(wasLoaded(change.before) || wasLoaded(change.after) ? 'largest' : 'largestQuiet', {
              metric: t(`metric.${change.metric}` as LabWord),
              scenario: scenarioTitle(scenarioOf(change.id), locale),
              from: formatFigure(change.from),
              to: formatFigure(change.to),
              before: change.before.version,
              after: change.after.version,
              indexBefore: meanIndex(change.before),
              indexAfter: meanIndex(change.after),
            })
          : t('noLargest')}
        {change && (wasLoaded(change.before) || wasLoaded(change.after)) ? ` ${t('largestLoaded')}` : ''}
      </p>
    </div>
  );
}

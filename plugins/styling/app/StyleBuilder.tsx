/**
 * The styling page's stylesheet builder: a preset (the site's own demo stylesheet among them), the colour mode (light
 * only, dark only, following the system or an attribute the project names; a sentence says what the download does
 * in it), colours for light and dark, border style, density, radius, stripes and the fixed-column shadow; a preview
 * on a real table drawn with the very stylesheet it outputs (under another class prefix, so the site's own table
 * styles do not mix in; light or dark as the colours being edited); the stylesheet to copy or download, and a
 * playground link running a table with it. Values that cannot be written (an empty or negative size, an attribute a
 * selector cannot hold) show why in place of the stylesheet, and the preview keeps the last one that could. Every
 * control is named by its own label alone. Part of the Styling page's chunk.
 */
import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import Table from '@rc-component/table';
import {
  COLOUR_MODES,
  PRESETS,
  buildStylesheet,
  colourModeProblem,
  themeProblem,
  virtualStripeClass,
  type ColourMode,
  type Palette,
  type Theme,
} from '../core/stylesheet';
import texts from '../core/styling-texts.json' with { type: 'json' };
import { sampleWords } from '../core/styling-words';
import { DEFAULT_LOCALE } from '../../../engine/core/locale';
import type { LocaleId } from '../../../engine/core/types';
import { playgroundHref } from '../../../engine/app/live/playground-url';
import { trustHash } from '../../../engine/app/live/playground-trust';

/** The class prefix of the preview's table: the site's stylesheet styles `rc-table`, the preview only its own sheet. */
const PREVIEW_PREFIX = 'rcsb';
/** The demo whose playground runs the stylesheet: its own files are a table and a stylesheet it imports. */
export const BUILDER_DEMO = 'class-name';
const BUILDER_FILES = { code: 'className.tsx', css: 'className.css' };

type Words = typeof texts.builder;
const COLOURS: (keyof Palette)[] = [
  'bg',
  'text',
  'headerBg',
  'headerText',
  'stripeBg',
  'hoverBg',
  'border',
  'textMuted',
  'textFaint',
  'accent',
];
/** The code a project adds to VirtualTable for the stripes. */
const VIRTUAL_STRIPES = `rowClassName={(_, index) => (index % 2 ? '${virtualStripeClass()}' : '')}`;
const SIZES = ['rowHeight', 'paddingY', 'paddingX', 'radius'] as const;

interface Row {
  key: number;
  name: string;
  city: string;
  amount: number;
}
/** The preview's records and columns in a language's words. */
function sample(locale: LocaleId) {
  const words = sampleWords(locale);
  const fill = (text: string, n: number) => text.replaceAll('{n}', String(n));
  const data: Row[] = [1, 2, 3, 4, 5, 6].map((n) => ({
    key: n,
    name: fill(words.rowName, n),
    city: fill(words.rowCity, n),
    amount: n * 10,
  }));
  const columns = [
    { title: words.name, dataIndex: 'name', key: 'name', width: 120, fixed: 'start' as const },
    { title: words.city, dataIndex: 'city', key: 'city', width: 300 },
    { title: words.more, dataIndex: 'city', key: 'more', width: 300 },
    { title: words.amount, dataIndex: 'amount', key: 'amount', width: 110, fixed: 'end' as const },
  ];
  return { data, columns, words };
}

/** The playground's code: the same table, importing the stylesheet. */
const PLAYGROUND_CODE = `import Table from '@rc-component/table';
import './${BUILDER_FILES.css}';

const data = [1, 2, 3, 4, 5, 6].map((n) => ({ key: n, name: \`Name \${n}\`, city: \`City \${n}\`, amount: n * 10 }));
const columns = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 120, fixed: 'start' as const },
  { title: 'City', dataIndex: 'city', key: 'city', width: 300 },
  { title: 'More', dataIndex: 'city', key: 'more', width: 300 },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 110, fixed: 'end' as const },
];

export default () => (
  <Table
    columns={columns}
    data={data}
    scroll={{ x: 1100, y: 240 }}
    expandable={{ expandedRowRender: (record) => \`Details of \${record.name}\`, defaultExpandedRowKeys: [1] }}
    summary={() => (
      <Table.Summary fixed>
        <Table.Summary.Row>
          {['', 'Total', '', '', 210].map((text, index) => (
            <Table.Summary.Cell key={index} index={index}>{text}</Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      </Table.Summary>
    )}
  />
);
`;

export function Preview({ css, mode, locale }: { css: string; mode: 'light' | 'dark'; locale: LocaleId }) {
  const { data, columns, words } = useMemo(() => sample(locale), [locale]);
  return (
    <div className="builder-preview" data-theme={mode}>
      <style>{css}</style>
      <Table<Row>
        prefixCls={PREVIEW_PREFIX}
        columns={columns}
        data={data}
        scroll={{ x: 1100, y: 240 }}
        expandable={{
          expandedRowRender: (record) => words.details.replaceAll('{name}', record.name),
          defaultExpandedRowKeys: [1],
        }}
        summary={() => (
          <Table.Summary fixed>
            <Table.Summary.Row>
              {/* A fixed summary is a table of its own: a cell starts in every column (the expand column first). */}
              {['', words.total, '', '', 210].map((text, index) => (
                <Table.Summary.Cell key={index} index={index}>
                  {text}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </div>
  );
}

export default function StyleBuilder({ locale }: { locale: LocaleId }) {
  const w = (key: keyof Words) =>
    (texts.builder[key] as Record<string, string>)[locale] ?? texts.builder[key][DEFAULT_LOCALE];
  const id = useId();
  // Marked once this chunk has hydrated and its controls answer (a page's own hydration ends before it).
  const section = useRef<HTMLElement>(null);
  useEffect(() => section.current?.setAttribute('data-ready', ''), []);
  const [preset, setPreset] = useState('site');
  const [theme, setTheme] = useState<Theme>(PRESETS.site);
  const [mode, setMode] = useState<'light' | 'dark'>('light');
  const [colourKind, setColourKind] = useState<ColourMode['kind']>('light');
  const [attribute, setAttribute] = useState({ name: 'data-theme', dark: 'dark', light: 'light' });
  const [copied, setCopied] = useState(false);
  const colours = useMemo<ColourMode>(
    () => (colourKind === 'attribute' ? { kind: colourKind, ...attribute } : { kind: colourKind }),
    [colourKind, attribute],
  );
  const problem = themeProblem(theme) ?? colourModeProblem(colours);
  const last = useRef(PRESETS.site);
  if (!themeProblem(theme)) last.current = theme;
  const css = useMemo(() => (problem ? '' : buildStylesheet(theme, { colours })), [theme, problem, colours]);
  // "Copied" speaks of the stylesheet copied: another one is not.
  useEffect(() => setCopied(false), [css]);
  // The preview shows the colours being edited, light or dark alone: a sheet inside the page names no element
  // outside the preview (no `:root`).
  const previewCss = useMemo(
    () => buildStylesheet(last.current, { prefix: PREVIEW_PREFIX, colours: { kind: mode } }),
    [last.current, mode], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const set = (change: Partial<Theme>) => setTheme((now) => ({ ...now, ...change }));
  const setColour = (name: keyof Palette, value: string) =>
    setTheme((now) => ({ ...now, [mode]: { ...now[mode], [name]: value } }));
  const playground = css
    ? playgroundHref(BUILDER_DEMO, locale, { [BUILDER_FILES.code]: PLAYGROUND_CODE, [BUILDER_FILES.css]: css })
    : undefined;
  // The code the site sends to its playground runs there without asking: it is remembered as sent from here.
  const trust = (event: MouseEvent<HTMLAnchorElement>) =>
    trustHash(BUILDER_DEMO, new URL(event.currentTarget.href).hash);
  const copy = () =>
    void navigator.clipboard.writeText(css).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  const note = w(`colours.${colourKind}.note` as keyof Words)
    .replaceAll('{name}', attribute.name)
    .replaceAll('{dark}', attribute.dark)
    .replaceAll('{light}', attribute.light);
  const [stripesBefore, stripesAfter] = w('striped.virtual').split('{code}');

  return (
    // Its heading is the page's own (`## Stylesheet builder`), listed in "On this page".
    <section className="builder" aria-label={w('heading')} ref={section}>
      <p>{w('intro')}</p>
      <div className="builder-controls">
        {/* Each control is named by its label alone: a label around a list or a number would add its values. */}
        <div className="builder-field">
          <label htmlFor={`${id}-preset`}>{w('preset')}</label>{' '}
          <select
            id={`${id}-preset`}
            name="preset"
            value={preset}
            onChange={(event) => {
              setPreset(event.target.value);
              setTheme(PRESETS[event.target.value]);
            }}
          >
            {Object.keys(PRESETS).map((key) => (
              <option key={key} value={key}>
                {w(`preset.${key}` as keyof Words)}
              </option>
            ))}
          </select>
        </div>
        <div className="builder-field">
          <label htmlFor={`${id}-colours`}>{w('colours')}</label>{' '}
          <select
            id={`${id}-colours`}
            name="colours"
            value={colourKind}
            aria-describedby={`${id}-colours-note`}
            onChange={(event) => {
              const kind = event.target.value as ColourMode['kind'];
              setColourKind(kind);
              // A sheet of one mode is edited and previewed in that mode.
              if (kind === 'light' || kind === 'dark') setMode(kind);
            }}
          >
            {COLOUR_MODES.map((kind) => (
              <option key={kind} value={kind}>
                {w(`colours.${kind}` as keyof Words)}
              </option>
            ))}
          </select>
        </div>
        {colourKind === 'attribute' &&
          (['name', 'dark', 'light'] as const).map((part) => {
            const label = { name: 'attributeName', dark: 'attributeDark', light: 'attributeLight' } as const;
            return (
              <div className="builder-field" key={part}>
                <label htmlFor={`${id}-attribute-${part}`}>{w(label[part])}</label>{' '}
                <input
                  id={`${id}-attribute-${part}`}
                  type="text"
                  name={`attribute-${part}`}
                  spellCheck={false}
                  autoComplete="off"
                  value={attribute[part]}
                  onChange={(event) => setAttribute((now) => ({ ...now, [part]: event.target.value.trim() }))}
                />
              </div>
            );
          })}
        <p className="builder-note" id={`${id}-colours-note`}>
          {note}
        </p>
        <fieldset>
          <legend>{w('mode')}</legend>
          {(['light', 'dark'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
              />{' '}
              {w(value)}
            </label>
          ))}
        </fieldset>
        {COLOURS.map((name) => (
          <div className="builder-field" key={name}>
            <input
              id={`${id}-${name}`}
              type="color"
              name={name}
              value={theme[mode][name].slice(0, 7)}
              onChange={(event) => setColour(name, event.target.value)}
            />{' '}
            <label htmlFor={`${id}-${name}`}>{w(name as keyof Words)}</label>
          </div>
        ))}
        <div className="builder-field">
          <label htmlFor={`${id}-border-style`}>{w('borderStyle')}</label>{' '}
          <select
            id={`${id}-border-style`}
            name="border"
            value={theme.border}
            onChange={(event) => set({ border: event.target.value as Theme['border'] })}
          >
            {(['none', 'rows', 'grid'] as const).map((value) => (
              <option key={value} value={value}>
                {w(`border.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {SIZES.map((name) => (
          <div className="builder-field" key={name}>
            <label htmlFor={`${id}-${name}`}>{w(name)}</label>{' '}
            <input
              id={`${id}-${name}`}
              type="number"
              name={name}
              min={0}
              max={200}
              value={Number.isNaN(theme[name]) ? '' : theme[name]}
              onChange={(event) => set({ [name]: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
            />
          </div>
        ))}
        {(['striped', 'shadow'] as const).map((name) => (
          <div className="builder-field" key={name}>
            <input
              id={`${id}-${name}`}
              type="checkbox"
              name={name}
              checked={theme[name]}
              onChange={(event) => set({ [name]: event.target.checked })}
            />{' '}
            <label htmlFor={`${id}-${name}`}>{w(name)}</label>
          </div>
        ))}
      </div>
      {theme.striped && (
        <p className="builder-note">
          {stripesBefore}
          <code>{VIRTUAL_STRIPES}</code>
          {stripesAfter}
        </p>
      )}
      <h3>{w('preview')}</h3>
      <Preview css={previewCss} mode={mode} locale={locale} />
      <h3>{w('css')}</h3>
      {problem ? (
        <p className="builder-problem" role="alert">
          {problem}
        </p>
      ) : (
        <>
          <p className="builder-actions">
            <button type="button" className="text-button" onClick={copy}>
              {w('copy')}
            </button>{' '}
            <a download="rc-table-theme.css" href={`data:text/css;charset=utf-8,${encodeURIComponent(css)}`}>
              {w('download')}
            </a>{' '}
            <a className="builder-playground" href={playground} onClick={trust} onAuxClick={trust}>
              {w('playground')}
            </a>{' '}
            <span role="status">{copied ? w('copied') : ''}</span>
          </p>
          <pre className="builder-css" tabIndex={0}>
            <code>{css}</code>
          </pre>
        </>
      )}
    </section>
  );
}

/**
 * The styling page's stylesheet builder: a preset (the site's own demo stylesheet among them), colours for light and
 * dark, border style, density, radius, stripes and the fixed-column shadow; a preview on a real table drawn with the
 * very stylesheet it outputs (under another class prefix, so the site's own table styles do not mix in); the
 * stylesheet to copy or download, and a playground link running a table with it. Values that cannot be written (an
 * empty or negative size) show why in place of the stylesheet, and the preview keeps the last one that could.
 * Part of the Styling page's chunk.
 */
import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import Table from '@rc-component/table';
import { PRESETS, buildStylesheet, themeProblem, type Palette, type Theme } from '../../core/stylesheet';
import texts from '../../core/styling-texts.json';
import { DEFAULT_LOCALE } from '../../core/locale';
import type { LocaleId } from '../../core/types';
import { playgroundHref } from '../live/playground-url';
import { trustHash } from '../live/playground-trust';

/** The class prefix of the preview's table: the site's stylesheet styles `rc-table`, the preview only its own sheet. */
const PREVIEW_PREFIX = 'rcsb';
/** The demo whose playground runs the stylesheet: its own files are a table and a stylesheet it imports. */
export const BUILDER_DEMO = 'class-name';
const BUILDER_FILES = { code: 'className.tsx', css: 'className.css' };

type Words = typeof texts.builder;
const COLOURS: (keyof Palette)[] = ['bg', 'text', 'headerBg', 'headerText', 'stripeBg', 'hoverBg', 'border'];
const SIZES = ['rowHeight', 'paddingY', 'paddingX', 'radius'] as const;

interface Row {
  key: number;
  name: string;
  city: string;
  amount: number;
}
const data: Row[] = [1, 2, 3, 4, 5, 6].map((n) => ({ key: n, name: `Name ${n}`, city: `City ${n}`, amount: n * 10 }));
const columns = [
  { title: 'Name', dataIndex: 'name', key: 'name', width: 120, fixed: 'start' as const },
  { title: 'City', dataIndex: 'city', key: 'city', width: 300 },
  { title: 'More', dataIndex: 'city', key: 'more', width: 300 },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', width: 110, fixed: 'end' as const },
];

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
    scroll={{ x: 900, y: 240 }}
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

export function Preview({ css, mode }: { css: string; mode: 'light' | 'dark' }) {
  return (
    <div className="builder-preview" data-theme={mode}>
      <style>{css}</style>
      <Table<Row>
        prefixCls={PREVIEW_PREFIX}
        columns={columns}
        data={data}
        scroll={{ x: 900, y: 240 }}
        expandable={{ expandedRowRender: (record) => `Details of ${record.name}`, defaultExpandedRowKeys: [1] }}
        summary={() => (
          <Table.Summary fixed>
            <Table.Summary.Row>
              {/* A fixed summary is a table of its own: a cell starts in every column (the expand column first). */}
              {['', 'Total', '', '', 210].map((text, index) => (
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
  const [copied, setCopied] = useState(false);
  const problem = themeProblem(theme);
  const last = useRef(PRESETS.site);
  if (!problem) last.current = theme;
  const css = useMemo(() => (problem ? '' : buildStylesheet(theme)), [theme, problem]);
  const previewCss = useMemo(() => buildStylesheet(last.current, PREVIEW_PREFIX), [last.current]); // eslint-disable-line react-hooks/exhaustive-deps

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

  return (
    <section className="builder" aria-labelledby={`${id}-heading`} ref={section}>
      <h2 id="stylesheet-builder">
        <span id={`${id}-heading`}>{w('heading')}</span>
      </h2>
      <p>{w('intro')}</p>
      <div className="builder-controls">
        <label>
          {w('preset')}{' '}
          <select
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
        </label>
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
          <label key={name}>
            <input
              type="color"
              name={name}
              value={theme[mode][name].slice(0, 7)}
              onChange={(event) => setColour(name, event.target.value)}
            />{' '}
            {w(name as keyof Words)}
          </label>
        ))}
        <label>
          {w('borderStyle')}{' '}
          <select
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
        </label>
        {SIZES.map((name) => (
          <label key={name}>
            {w(name)}{' '}
            <input
              type="number"
              name={name}
              min={0}
              max={200}
              value={Number.isNaN(theme[name]) ? '' : theme[name]}
              onChange={(event) => set({ [name]: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
            />
          </label>
        ))}
        {(['striped', 'shadow'] as const).map((name) => (
          <label key={name}>
            <input
              type="checkbox"
              name={name}
              checked={theme[name]}
              onChange={(event) => set({ [name]: event.target.checked })}
            />{' '}
            {w(name)}
          </label>
        ))}
      </div>
      <h3>{w('preview')}</h3>
      <Preview css={previewCss} mode={mode} />
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

/**
 * `<Upgrade></Upgrade>`: what changed between two releases (core/upgrade.ts). The prerendered page shows the default
 * pair, the last rc-table 7.x to the pinned release, and reads without scripts; once hydrated it shows the pair the
 * address asks for (`?from=1.4.0&to=1.12.0`), and choosing releases puts them in the address. Loaded only by the page
 * that places it (app/theme/Content.tsx imports it on demand), with its data.
 */
import { Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import data from 'virtual:upgrade';
import Link from '../site/router/Link';
import { useLocale } from '../site/hooks';
import { useHydrated } from '../site/use-hydrated';
import { useHydratedQuery } from '../site/use-hydrated-query';
import { localizePath } from '../../core/locale';
import { versionAnchor } from '../../core/edit-link';
import { allVersions } from '../../core/prop-history';
import {
  fill,
  upgradeView,
  upgradeWords,
  type TextPart,
  type UpgradeWords,
  type VersionProblem,
} from '../../core/upgrade';

const { history } = data;
const versions = allVersions(history);
/** A release as the selects and messages name it: the 7.x one with its package's name. */
export const releaseLabel = (version: string) =>
  version === history.legacy.version ? `${history.legacy.package} ${version}` : version;

function Parts({ parts }: { parts: TextPart[] }) {
  return parts.map((part, i) => (part.code ? <code key={i}>{part.text}</code> : <span key={i}>{part.text}</span>));
}

/** A prop's name, linked to its row on the home page when it has one. */
function PropName({ table, name }: { table: string; name: string }) {
  const locale = useLocale();
  const anchor = data.rows[table]?.[name];
  const label = (
    <>
      <code>{name}</code> <span className="upgrade-table">{table}</span>
    </>
  );
  return anchor ? <Link to={`${localizePath('/', locale)}#${anchor}`}>{label}</Link> : label;
}

function Section({ title, items, none }: { title: string; items: ReactNode[]; none: string }) {
  return (
    <>
      <h3>
        {title} ({items.length})
      </h3>
      {items.length ? <ul>{items}</ul> : <p>{none}</p>}
    </>
  );
}

function problemText(problem: VersionProblem, words: UpgradeWords) {
  if (problem.kind === 'reversed')
    return fill(words.reversed, { from: releaseLabel(problem.from), to: releaseLabel(problem.to) });
  return fill(words.unknown, {
    asked: problem.asked,
    used: releaseLabel(problem.used),
    list: versions.map(releaseLabel).join(', '),
  });
}

/** `props`: the attributes of the page's tag, the view's words in the page's language (core/upgrade.ts). */
export default function Upgrade(props: Record<string, string>) {
  const words = upgradeWords(props);
  const locale = useLocale();
  const hydrated = useHydrated();
  const query = useHydratedQuery();
  const [, setParams] = useSearchParams();
  const view = upgradeView(history, data.changelog[locale] ?? [], data.matrices, {
    from: query.get('from'),
    to: query.get('to'),
  });
  const choose = (end: 'from' | 'to', value: string) => {
    const next = { from: view.from, to: view.to, [end]: value };
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const select = (end: 'from' | 'to') => (
    <label>
      {words[end]}{' '}
      <select name={end} value={view[end]} onChange={(event) => choose(end, event.target.value)}>
        {versions.map((version) => (
          <option key={version} value={version}>
            {releaseLabel(version)}
          </option>
        ))}
      </select>
    </label>
  );
  const changelog = localizePath('/changelog', locale);
  return (
    <div className="markdown upgrade" data-upgrade={`${view.from}..${view.to}`}>
      {/* Disabled until the page runs: without scripts the page shows its default pair only. */}
      <form className="upgrade-form" onSubmit={(event) => event.preventDefault()}>
        <fieldset disabled={!hydrated}>
          <legend className="visually-hidden">{words.form}</legend>
          {select('from')} {select('to')}
        </fieldset>
      </form>
      {view.problems.map((problem, i) => (
        <p key={i} className="upgrade-problem" role="status">
          {problemText(problem, words)}
        </p>
      ))}
      <Section
        title={words.added}
        none={words.none}
        items={view.added.map((diff) => (
          <li key={`${diff.table}:${diff.name}`}>
            <PropName table={diff.table} name={diff.name} />: <code>{diff.type}</code>
          </li>
        ))}
      />
      <Section
        title={words.changed}
        none={words.none}
        items={view.changed.map((diff) => (
          <li key={`${diff.table}:${diff.name}`}>
            <PropName table={diff.table} name={diff.name} /> ({diff.versions.join(', ')}): <code>{diff.from}</code> →{' '}
            <code>{diff.to}</code>
          </li>
        ))}
      />
      <Section
        title={words.deprecated}
        none={words.none}
        items={view.deprecated.map((diff) => (
          <li key={`${diff.table}:${diff.name}`}>
            <PropName table={diff.table} name={diff.name} />
          </li>
        ))}
      />
      <Section
        title={words.removed}
        none={words.none}
        items={view.removed.map((diff) => (
          <li key={`${diff.table}:${diff.name}`}>
            <PropName table={diff.table} name={diff.name} />: <code>{diff.type}</code>
          </li>
        ))}
      />
      <h3>
        {words.changelog} ({view.releases.length})
      </h3>
      {view.releases.map((release) => (
        <Fragment key={release.version}>
          <h4>
            <Link to={`${changelog}#${versionAnchor(release.version)}`}>{release.version}</Link>
          </h4>
          <ul>
            {release.entries.map((entry, i) => (
              <li key={i}>
                <Parts parts={entry} />
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
      {view.matrix && (
        <Section
          none={words.none}
          title={fill(words.matrix, {
            from: releaseLabel(view.matrix.from.version),
            to: releaseLabel(view.matrix.to.version),
          })}
          items={view.matrix.changes.map((change) => {
            const titles = change.features.map((id) => {
              const feature = view.matrix!.to.features.find((f) => f.id === id);
              return feature?.title[locale] ?? id;
            });
            return (
              <li key={change.features.join('+')}>
                <Link to={localizePath('/compatibility', locale)}>{titles.join(' + ')}</Link>: {change.from} →{' '}
                {change.to}
              </li>
            );
          })}
        />
      )}
    </div>
  );
}

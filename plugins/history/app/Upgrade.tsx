/**
 * `<Upgrade></Upgrade>`: what changed between two releases (plugins/history/core/upgrade.ts), action first. The prerendered page shows
 * the default pair, the last rc-table 7.x to the pinned release, and reads without scripts; once hydrated it shows
 * the pair the address asks for (`?from=1.4.0&to=1.12.0`, versions as people write them), and choosing releases, or
 * pasting a version, range or `package.json` line, puts them in the address. Loaded only by the page that places it
 * (engine/app/theme/Content.tsx imports it on demand), with its data.
 */
import { Fragment, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import data from 'virtual:upgrade';
import Link from '../../../engine/app/site/router/Link';
import { useLocale, useSiteData } from '../../../engine/app/site/hooks';
import { useHydrated } from '../../../engine/app/site/use-hydrated';
import { NO_QUERY, useHydratedQuery } from '../../../engine/app/site/use-hydrated-query';
import { localizePath } from '../../../engine/core/locale';
import { sourceUrl, versionAnchor } from '../../../engine/core/edit-link';
import { allVersions } from '../core/prop-history';
import {
  fill,
  problemText,
  releaseName,
  textParts,
  upgradeView,
  upgradeWords,
  type TextPart,
  type UpgradeAction,
  type UpgradeWords,
} from '../core/upgrade';
import { readVersion } from '../core/version-input';
import { checkClaim } from '../../claims/core/behaviour';
import type { LocaleId } from '../../../engine/core/types';

const { history } = data;
const versions = allVersions(history);
/** A release as the selects and messages name it: the 7.x ones with their package's name. */
export const releaseLabel = (version: string) => releaseName(history, version);

/** The site's address of a content file (`docs/demo/sticky.md` -> `/demo/sticky`), in the page's language. */
const pagePath = (file: string, locale: LocaleId) =>
  localizePath(
    `/${file
      .replace(/^docs\//, '')
      .replace(/(^|\/)index\.md$/, '')
      .replace(/\.md$/, '')}`,
    locale,
  );

/** The changelog opens by itself when it is this short; a longer one is a click away, below what to do. */
const OPEN_CHANGELOG = 5;

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

function Section({ title, items, none }: { title: string; items: ReactNode[]; none?: string }) {
  if (!items.length && !none) return null;
  return (
    <>
      <h3>
        {title} ({items.length})
      </h3>
      {items.length ? <ul>{items}</ul> : <p>{none}</p>}
    </>
  );
}

/** One thing to change: what and why, the code before and after, and the check that holds it to the library. */
function Action({ action, words }: { action: UpgradeAction; words: UpgradeWords }) {
  const locale = useLocale();
  const site = useSiteData();
  const text = action.text[locale] ?? Object.values(action.text)[0] ?? '';
  const check = sourceUrl(site.repository, site.editLink, action.check.file);
  return (
    <li className="upgrade-action" data-action={action.id}>
      <p>
        <strong>{action.release}</strong> <Parts parts={textParts(text)} />
      </p>
      <div className="upgrade-code">
        <figure>
          <figcaption>{words.before}</figcaption>
          <pre>
            <code>{action.before}</code>
          </pre>
        </figure>
        <figure>
          <figcaption>{words.after}</figcaption>
          <pre>
            <code>{action.after}</code>
          </pre>
        </figure>
      </div>
      <p className="upgrade-check">
        {words.checkedBy} <a href={check}>{action.check.name}</a>
      </p>
    </li>
  );
}

/** `props`: the attributes of the page's tag, the view's words in the page's language (plugins/history/core/upgrade.ts). */
export default function Upgrade(props: Record<string, string>) {
  const words = upgradeWords(props);
  const locale = useLocale();
  const hydrated = useHydrated();
  const query = useHydratedQuery();
  const [, setParams] = useSearchParams();
  const [pasted, setPasted] = useState('');
  const [pasteProblem, setPasteProblem] = useState('');
  const view = upgradeView(
    {
      history,
      changelog: data.changelog[locale] ?? [],
      matrices: data.matrices,
      actions: data.actions,
      known: data.known,
      behaviour: data.behaviour,
    },
    { from: query.get('from'), to: query.get('to') },
  );
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
            {/^7\./.test(version) || data.published.includes(version) ? '' : ` ${words.unpublishedMark}`}
          </option>
        ))}
      </select>
    </label>
  );
  // A pasted version, range or line sets the older end as written, so the notes say how it was read.
  const read = () => {
    if (!pasted.trim()) return;
    const found = readVersion(pasted, data.known);
    if (!found.version) {
      setPasteProblem(
        problemText(
          { kind: 'unknown', end: 'from', asked: pasted.trim(), used: view.from },
          words,
          history,
          data.known,
        ),
      );
      return;
    }
    setPasteProblem('');
    choose('from', pasted.trim());
  };
  const changelog = localizePath('/changelog', locale);
  const mustAct = [
    ...view.actions.map((action) => <Action key={action.id} action={action} words={words} />),
    ...view.removed.map((diff) => (
      <li key={`${diff.table}:${diff.name}`}>
        {words.removed}: <PropName table={diff.table} name={diff.name} /> (<code>{diff.type}</code>)
      </li>
    )),
  ];
  return (
    // `data-ready` once the address's pair is rendered: until then a page opened with a query keeps the view hidden in
    // its place (styles/api.css), so replacing the prerendered default pair moves nothing on screen.
    <div
      className="markdown upgrade"
      data-upgrade={`${view.from}..${view.to}`}
      data-ready={query !== NO_QUERY || undefined}
    >
      {/* Disabled until the page runs: without scripts the page shows its default pair only. */}
      <form className="upgrade-form" onSubmit={(event) => event.preventDefault()}>
        <fieldset disabled={!hydrated}>
          <legend className="visually-hidden">{words.form}</legend>
          {select('from')} {select('to')}
        </fieldset>
      </form>
      <form
        className="upgrade-form upgrade-paste"
        onSubmit={(event) => {
          event.preventDefault();
          read();
        }}
      >
        <fieldset disabled={!hydrated}>
          <label>
            {words.paste}{' '}
            <input
              name="version"
              value={pasted}
              placeholder={words.pasteHint}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setPasted(event.target.value)}
            />
          </label>
          <button type="submit">{words.read}</button>
        </fieldset>
      </form>
      {pasteProblem && (
        <p className="upgrade-problem" role="alert">
          {pasteProblem}
        </p>
      )}
      <div className="markdown upgrade-view">
        {[view.from, view.to]
          .filter(
            (version, i, both) =>
              !/^7\./.test(version) && !data.published.includes(version) && both.indexOf(version) === i,
          )
          .map((version) => (
            <p key={version} className="upgrade-note">
              {fill(words.unpublished, { version })}
            </p>
          ))}
        {view.problems.map((problem, i) => (
          <p key={i} className={problem.kind === 'resolved' ? 'upgrade-note' : 'upgrade-problem'} role="status">
            {problemText(problem, words, history, data.known)}
          </p>
        ))}
        <h3 className="upgrade-must">
          {words.mustAct} ({mustAct.length})
        </h3>
        {mustAct.length ? <ul className="upgrade-actions">{mustAct}</ul> : <p>{words.mustActNone}</p>}
        <Section
          title={words.deprecated}
          items={view.deprecated.map((diff) => (
            <li key={`${diff.table}:${diff.name}`}>
              <PropName table={diff.table} name={diff.name} />
            </li>
          ))}
        />
        <Section
          title={words.canUse}
          none={words.none}
          items={view.added.map((diff) => (
            <li key={`${diff.table}:${diff.name}`}>
              <PropName table={diff.table} name={diff.name} />: <code>{diff.type}</code>
            </li>
          ))}
        />
        <details className="upgrade-more">
          <summary>
            <h3>
              {words.typesOnly} ({view.types.length})
            </h3>
          </summary>
          <p>{words.typesNote}</p>
          {view.types.length ? (
            <ul>
              {view.types.map((change) => (
                <li key={change.props.map((diff) => `${diff.table}:${diff.name}`).join()}>
                  <code>{change.from}</code> → <code>{change.to}</code> ({change.props[0].versions.join(', ')}){' '}
                  {change.props.length > 1 && fill(words.inProps, { count: `${change.props.length}` })}
                  {change.props.map((diff, i) => (
                    <Fragment key={`${diff.table}:${diff.name}`}>
                      {i ? ', ' : ' '}
                      <PropName table={diff.table} name={diff.name} />
                    </Fragment>
                  ))}
                </li>
              ))}
            </ul>
          ) : (
            <p>{words.none}</p>
          )}
        </details>
        {view.behaviour && (
          <details className="upgrade-more">
            <summary>
              <h3>
                {fill(words.behaviour, {
                  from: releaseLabel(view.behaviour.from),
                  to: releaseLabel(view.behaviour.to),
                })}{' '}
                ({view.behaviour.changes.length})
              </h3>
            </summary>
            <p>{words.behaviourNote}</p>
            {view.behaviour.changes.length ? (
              <ul className="upgrade-behaviour">
                {view.behaviour.changes.map((change) => {
                  const claim = checkClaim(change.id);
                  const result = (value: 'pass' | 'fail') => (value === 'pass' ? words.checkPasses : words.checkFails);
                  return (
                    <li key={change.id} data-to={change.to}>
                      <span className="upgrade-result">
                        {result(change.from)} → {result(change.to)}
                      </span>{' '}
                      {claim ? (
                        <>
                          <Parts parts={textParts(claim.sentence)} /> (
                          <Link to={pagePath(claim.page, locale)}>{claim.page}</Link>)
                        </>
                      ) : (
                        <code>{change.id}</code>
                      )}
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p>{words.none}</p>
            )}
          </details>
        )}
        {view.matrix ? (
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
        ) : null}
        {view.matrix && !view.matrix.exact && (
          <p className="upgrade-note">
            {fill(words.matrixNearest, {
              from: releaseLabel(view.matrix.from.version),
              to: releaseLabel(view.matrix.to.version),
            })}
          </p>
        )}
        {!view.matrix && (
          <p className="upgrade-note">
            {fill(words.matrixNone, {
              list: versions.filter((version) => data.matrices.some((matrix) => matrix.version === version)).join(', '),
            })}
          </p>
        )}
        <details className="upgrade-more" open={view.releases.length <= OPEN_CHANGELOG}>
          <summary>
            <h3>
              {words.changelog} ({view.releases.length})
            </h3>
          </summary>
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
        </details>
      </div>
    </div>
  );
}

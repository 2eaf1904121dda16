/**
 * The version lens: the API tables seen from a chosen release ("my version"). Rows whose prop that release lacks are
 * marked (and hidden while the switch is on); a row whose prop had another type there shows that type beside the
 * pinned one. The choice is kept in `localStorage` and in the address (`?v=1.8.0`, to share); a version written as
 * people write them (`1.4`, `^1.8.0`) is read as one release, and anything else shows the pinned one, saying so. While
 * another release than the pinned one is shown, a notice fixed at the foot of the window says so, with a way to the
 * tables and one back to the pinned release. The control is prerendered HTML (plugins/history/pipeline/history-rows.ts),
 * disabled; this module, loaded once the page has hydrated (`Content`), enables it and applies the choice.
 */
import history from '../../../facts/prop-history.json' with { type: 'json' };
import { lensMarks, type PropHistory } from '../core/prop-history';
import { fill, knownReleases } from '../core/upgrade';
import { readVersion } from '../core/version-input';
import { siteHref } from '../../../engine/app/site/href';

const data = history as PropHistory;
const STORAGE_KEY = 'rc-table-docs:version';
const QUERY = 'v';
/** Elements the lens adds, removed when it changes or goes. */
const ADDED = 'data-lens-added';

function stored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(version: string, pinned: string) {
  try {
    if (version === pinned) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, version);
  } catch {
    // Storage refused (private mode, quota): the address still holds the choice.
  }
}

/** The address with `?v=` set to the version, or without it for the pinned release; the rest kept. */
function showInAddress(version: string, pinned: string) {
  const url = new URL(window.location.href);
  if (version === pinned) url.searchParams.delete(QUERY);
  else url.searchParams.set(QUERY, version);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/** Starts the lens on a control inside `root`; returns what stops it (marks removed, listeners gone). */
export function attachLens(form: HTMLFormElement, root: HTMLElement): () => void {
  const select = form.querySelector<HTMLSelectElement>('select[name="v"]')!;
  const hide = form.querySelector<HTMLInputElement>('input[name="hide"]')!;
  const status = form.querySelector<HTMLElement>('.version-lens-status')!;
  const pinned = form.dataset.pinned!;
  const words = JSON.parse(form.dataset.words ?? '{}') as Record<string, string>;
  const versions = [...select.options].map((option) => option.value);
  const label = (version: string) =>
    select.querySelector(`option[value="${CSS.escape(version)}"]`)?.textContent ?? version;

  // The notice at the foot of the window while a release other than the pinned one is shown: the first screen says
  // which release the tables show, wherever they are on the page. Fixed in place, it moves nothing.
  let banner: HTMLElement | undefined;
  let dismissed = false;
  const showBanner = (version: string, note: string) => {
    if (dismissed || (version === pinned && !note)) return;
    banner = document.createElement('aside');
    banner.className = 'version-lens-banner';
    banner.setAttribute('aria-label', words.label);
    const text = document.createElement('p');
    text.textContent = [note, version === pinned ? '' : fill(words.banner, { version: label(version) })]
      .filter(Boolean)
      .join(' ');
    const button = (name: string, words: string, onClick: () => void) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.dataset.lensAction = name;
      element.textContent = words;
      element.addEventListener('click', onClick);
      return element;
    };
    banner.append(
      text,
      button('jump', words.jump, () => {
        form.scrollIntoView({ block: 'start' });
        select.focus({ preventScroll: true });
      }),
      Object.assign(document.createElement('a'), {
        href: `${siteHref(form.dataset.upgrade ?? '/upgrade')}?from=${encodeURIComponent(version)}`,
        textContent: fill(words.since, { version: label(version) }),
      }),
      button('back', fill(words.back, { pinned: label(pinned) }), () => {
        select.value = pinned;
        onChange();
        select.focus({ preventScroll: true });
      }),
      button('close', '×', () => {
        dismissed = true;
        clearBanner();
        select.focus({ preventScroll: true });
      }),
    );
    banner.lastElementChild!.setAttribute('aria-label', words.close);
    // First in the article, so the keyboard reaches it before the page's content; drawn at the window's foot.
    root.prepend(banner);
    document.body.classList.add('version-lens-noticed');
  };
  const clearBanner = () => {
    banner?.remove();
    banner = undefined;
    document.body.classList.remove('version-lens-noticed');
  };

  const clear = () => {
    clearBanner();
    root.querySelectorAll(`[${ADDED}]`).forEach((element) => element.remove());
    root.querySelectorAll<HTMLElement>('tr[data-lens]').forEach((row) => delete row.dataset.lens);
  };

  const apply = (version: string, note = '') => {
    clear();
    select.value = version;
    const rows = [...root.querySelectorAll<HTMLTableRowElement>('tr[data-prop]')];
    const marks = lensMarks(
      data,
      version,
      rows.map((row) => row.dataset.prop!),
    );
    let missing = 0;
    let changed = 0;
    for (const row of rows) {
      const mark = marks.get(row.dataset.prop!);
      if (!mark) continue;
      row.dataset.lens = mark.kind;
      if (mark.kind === 'missing') {
        missing++;
        const said = document.createElement('span');
        said.className = 'visually-hidden';
        said.setAttribute(ADDED, '');
        said.textContent = ` ${fill(words.missing, { version: label(version) })}`;
        row.cells[0]?.append(said);
      } else {
        changed++;
        const cell = row.cells[1];
        if (!cell) continue;
        const over = document.createElement('span');
        over.className = 'version-lens-type';
        over.setAttribute(ADDED, '');
        const code = document.createElement('code');
        code.textContent = mark.type;
        over.append(`${label(version)}: `, code);
        cell.append(over);
      }
    }
    const found =
      version === pinned
        ? ''
        : fill(words.status, { version: label(version), missing: `${missing}`, changed: `${changed}` });
    status.textContent = [note, found].filter(Boolean).join(' ');
    root.classList.toggle('version-lens-on', version !== pinned);
    showBanner(version, note);
  };

  // What the address asks for wins over what was kept.
  const asked = new URLSearchParams(window.location.search).get(QUERY);
  const first = asked?.trim() || stored() || pinned;
  let note = '';
  let version = first;
  if (!versions.includes(first)) {
    // Read as people write versions (`1.4`, `^1.8.0`); any 7.x is the one 7.x release read; anything else the pinned.
    const read = readVersion(first, knownReleases(data, '', []));
    version = read.version ?? (/^7\./.test(first) ? data.legacy.version : pinned);
    if (!read.version)
      note = fill(words.unknown, {
        asked: first,
        used: label(version),
        list: versions.map(label).join(', '),
      });
  }
  apply(version, note);
  // The address shows the view, so it can be shared; only a choice made here is kept.
  showInAddress(version, pinned);

  function onChange() {
    store(select.value, pinned);
    showInAddress(select.value, pinned);
    apply(select.value);
  }
  const onHide = () => root.classList.toggle('version-lens-hide', hide.checked);
  select.addEventListener('change', onChange);
  hide.addEventListener('change', onHide);
  form.addEventListener('submit', (event) => event.preventDefault());
  select.disabled = false;
  hide.disabled = false;
  return () => {
    select.removeEventListener('change', onChange);
    hide.removeEventListener('change', onHide);
    root.classList.remove('version-lens-on', 'version-lens-hide');
    clear();
  };
}

/** The body of a page: prerendered HTML pieces, demos and built-in components, in order. */
import { Fragment, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { lazyChunk } from '../site/chunks';
import { useGuardedNavigate } from '../site/router/navigation-guard';
import { sitePath } from '../site/href';
import { SEGMENT_ATTRIBUTE } from '../site/page-html';
import type { ComponentName } from '../../core/content-tags';
import type { DemoInfo, PageDemo, Segment } from '../../core/types';
import Api from './Api';
import DemoIndex from './DemoIndex';
import Previewer from './Previewer';
import CopyCode from './CopyCode';
import InstallTabs from './InstallTabs';

// The matrix and its data load with the one page that shows it. Its stylesheet comes with the page's own styles:
// loaded with the code, after the prerendered matrix was drawn, it moved the page (a layout shift of 0.36).
import './Compatibility.css';
// The matrix and its data load with the one page that shows it.
const Compatibility = lazyChunk(() => import('./Compatibility'));

// The upgrade view and its data load with the page that places it, not with every page. While hydrating, its
// boundary keeps the prerendered view until the code arrives.
const Upgrade = lazyChunk(() => import('./Upgrade'));

// The styling page's parts and their facts load with that page only; its stylesheet comes with the page's styles,
// so that the prerendered list does not move when the code arrives.
import './Styling.css';
const Styling = lazyChunk(() => import('./Styling'));
const StylingParts = lazyChunk<object>(() => import('./Styling').then((module) => ({ default: module.StylingParts })));
const StyleBuilder = lazyChunk<object>(() => import('./Styling').then((module) => ({ default: module.Builder })));

interface Props {
  /** Each with a key unique on the page (app/site/page-html.ts). */
  segments: { key: string; segment: Segment }[];
  demos: Record<string, PageDemo>;
  /** Registry entries of the page's demos. */
  info: Record<string, DemoInfo>;
  descriptions?: Record<string, string>;
}

/** Same-site links inside prerendered HTML navigate on the client instead of reloading. */
function useInternalLinks() {
  const navigate = useGuardedNavigate();
  return (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    if (
      !anchor ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const href = anchor.getAttribute('href');
    if (!href || href.startsWith('#') || anchor.target || anchor.origin !== window.location.origin) return;
    const path = sitePath(anchor.pathname);
    // A file of the site (llms-full.txt, a page's .md copy) is no page of the app: the browser opens it.
    if (path === null || /\.[a-z\d]+$/i.test(path)) return;
    event.preventDefault();
    navigate(path + anchor.search + anchor.hash);
  };
}

/** The page's own title and description for a demo it shows, over the registry's. */
function withOverrides(info: DemoInfo, segment: { title?: string; description?: string }): DemoInfo {
  if (!segment.title && !segment.description) return info;
  return {
    ...info,
    asset: {
      ...info.asset,
      title: segment.title ?? info.asset.title,
      description: segment.description ?? info.asset.description,
    },
  };
}

/** A code block's code: its text without the type tooltips put into it (highlight.ts). */
function codeOf(pre: HTMLElement): string {
  const copy = pre.cloneNode(true) as HTMLElement;
  for (const tip of copy.querySelectorAll('.type-tip')) tip.remove();
  return copy.textContent ?? '';
}

/**
 * A run of prerendered HTML. Its code blocks get a copy button once the page runs: each block is put in a wrapper
 * that holds the button (rendered by React through a portal), after hydration, so the first render is the
 * prerendered HTML exactly. New HTML (another page, another tab) replaces the wrappers with it; they are made again.
 */
function HtmlSegment({
  id,
  html,
  onClick,
}: {
  id: string;
  html: string;
  onClick: (e: MouseEvent<HTMLDivElement>) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [blocks, setBlocks] = useState<{ slot: HTMLElement; pre: HTMLElement }[]>([]);
  useEffect(() => {
    const found = [...(ref.current?.querySelectorAll('pre') ?? [])].map((pre) => {
      const wrapper = document.createElement('div');
      wrapper.className = 'code-block';
      pre.replaceWith(wrapper);
      const slot = document.createElement('div');
      slot.className = 'code-copy-slot';
      wrapper.append(slot, pre);
      return { wrapper, slot, pre };
    });
    setBlocks(found);
    // The API tables' version control: its code loads once the page runs, and only where the control is.
    const lens = ref.current?.querySelector<HTMLFormElement>('form[data-version-lens]');
    let stopLens: (() => void) | undefined;
    let gone = false;
    if (lens)
      import('./version-lens').then(
        // The control is a segment of its own: the tables it acts on are in the page around it.
        (module) => void (gone || (stopLens = module.attachLens(lens, lens.closest('article') ?? document.body))),
        () => {}, // not arrived: the control stays disabled, the tables show the pinned release
      );
    return () => {
      gone = true;
      stopLens?.();
      setBlocks([]);
      for (const { wrapper, pre } of found) if (wrapper.isConnected) wrapper.replaceWith(pre);
    };
  }, [html]);
  return (
    <>
      <div
        ref={ref}
        {...{ [SEGMENT_ATTRIBUTE]: id }}
        className="markdown"
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {blocks.map(({ slot, pre }, i) => createPortal(<CopyCode code={() => codeOf(pre)} />, slot, String(i)))}
    </>
  );
}

/** What each component a page's segments name shows (core/content-tags.ts lists them). */
const COMPONENTS: Record<
  ComponentName,
  (props: Record<string, string>, descriptions: Record<string, string>) => ReactNode
> = {
  API: (props) => <Api id={props.id ?? ''} />,
  DemoIndex: (_, descriptions) => <DemoIndex descriptions={descriptions} />,
  InstallTabs: (props) => <InstallTabs code={props.code ?? ''} />,
  // Made into the page's HTML at build time (plugins/content/history-rows.ts); nothing without a history.
  VersionLens: () => null,
  Upgrade: (props) => (
    <Suspense>
      <Upgrade {...props} />
    </Suspense>
  ),
  // Its own boundary keeps the prerendered matrix in place while its code arrives (hydration), instead of the page's.
  Compatibility: () => (
    <Suspense>
      <Compatibility />
    </Suspense>
  ),
  Styling: (props) => (
    <Suspense>
      <Styling {...props} />
    </Suspense>
  ),
  StylingParts: () => (
    <Suspense>
      <StylingParts />
    </Suspense>
  ),
  StyleBuilder: () => (
    <Suspense>
      <StyleBuilder />
    </Suspense>
  ),
};

export default function Content({ segments, demos, info, descriptions = {} }: Props) {
  const onClick = useInternalLinks();
  return (
    <>
      {segments.map(({ key, segment }) => {
        switch (segment.type) {
          case 'html':
            return <HtmlSegment key={key} id={key} html={segment.html} onClick={onClick} />;
          case 'demo':
            return (
              <Previewer
                key={key}
                info={withOverrides(info[segment.id], segment)}
                demo={demos[segment.id]}
                iframe={segment.iframe}
              />
            );
          case 'component':
            return <Fragment key={key}>{COMPONENTS[segment.name](segment.props, descriptions)}</Fragment>;
        }
      })}
    </>
  );
}

/** The body of a page: prerendered HTML pieces, demos and built-in components, in order. */
import { Fragment, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useGuardedNavigate } from '../site/router/navigation-guard';
import { sitePath } from '../site/href';
import { SEGMENT_ATTRIBUTE } from '../site/page-html';
import type { DemoInfo, PageDemo, Segment } from '../../core/types';
import DemoIndex from './DemoIndex';
import Previewer from './Previewer';
import CopyCode from './CopyCode';
import InstallTabs from './InstallTabs';
// The plugins' tags, their code that takes over parts of the prerendered HTML, and their stylesheets (with the
// site's styles, so that what a tag prerendered does not move when its code arrives).
import { enhancers, tags } from 'virtual:site-plugins';

interface Props {
  /** Each with a key unique on the page (engine/app/site/page-html.ts). */
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
    // A plugin's code for an element of the HTML loads once the page runs, and only where the element is; until
    // it arrives (or if it fails to) the element stays as prerendered.
    let gone = false;
    const stops: (() => void)[] = [];
    for (const enhancer of enhancers)
      for (const element of ref.current?.querySelectorAll<HTMLElement>(enhancer.selector) ?? [])
        enhancer.load().then(
          (attach) => void (gone || stops.push(attach(element, element.closest('article') ?? document.body))),
          () => {},
        );
    return () => {
      gone = true;
      for (const stop of stops) stop();
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

/**
 * What a component a page's segments name shows: the engine's own, or a plugin's tag (engine/pipeline/site-plugin.ts).
 * A tag whose code loads with its page has its own boundary, which keeps the prerendered tag in place while the
 * code arrives (hydration), instead of the page's.
 */
function component(name: string, props: Record<string, string>, descriptions: Record<string, string>): ReactNode {
  if (name === 'DemoIndex') return <DemoIndex descriptions={descriptions} />;
  if (name === 'InstallTabs') return <InstallTabs code={props.code ?? ''} />;
  const tag = Object.hasOwn(tags, name) ? tags[name] : undefined;
  if (!tag?.Component) return null;
  if (tag.eager) return <tag.Component {...props} />;
  return (
    <Suspense>
      <tag.Component {...props} />
    </Suspense>
  );
}

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
            return <Fragment key={key}>{component(segment.name, segment.props, descriptions)}</Fragment>;
        }
      })}
    </>
  );
}

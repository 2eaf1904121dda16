/** The body of a page: prerendered HTML pieces, demos and built-in components, in order. */
import type { MouseEvent } from 'react';
import { useGuardedNavigate } from '../site/chunks';
import { sitePath } from '../site/href';
import { SEGMENT_ATTRIBUTE } from '../site/page-html';
import type { DemoInfo, PageDemo, Segment } from '../../core/types';
import Api from './Api';
import DemoIndex from './DemoIndex';
import Previewer from './Previewer';

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
    if (path === null) return;
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

export default function Content({ segments, demos, info, descriptions = {} }: Props) {
  const onClick = useInternalLinks();
  return (
    <>
      {segments.map(({ key, segment }) => {
        switch (segment.type) {
          case 'html':
            return (
              <div
                key={key}
                {...{ [SEGMENT_ATTRIBUTE]: key }}
                className="markdown"
                onClick={onClick}
                dangerouslySetInnerHTML={{ __html: segment.html }}
              />
            );
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
            return segment.name === 'DemoIndex' ? (
              <DemoIndex key={key} descriptions={descriptions} />
            ) : segment.name === 'API' ? (
              <Api key={key} id={segment.props.id ?? ''} />
            ) : null;
        }
      })}
    </>
  );
}

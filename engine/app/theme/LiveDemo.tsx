/** The demo compiled last, keyed by its version: `live` is told once it rendered, or the error it threw. */
import { useLayoutEffect } from 'react';
import type { LiveDemo as Live } from '../live/use-live-demo';
import RetryBoundary from './RetryBoundary';

export default function LiveDemo({ live }: { live: Live }) {
  if (!live.shown) return null;
  const { Component: Demo, version } = live.shown;
  return (
    <RetryBoundary key={version} onError={(error) => live.renderFailed(version, error)}>
      <Demo />
      <Rendered version={version} committed={live.committed} />
    </RetryBoundary>
  );
}

/** After the demo: it mounts only once the demo rendered without an error. */
function Rendered({ version, committed }: { version: number; committed: (version: number) => void }) {
  useLayoutEffect(() => committed(version), [committed, version]);
  return null;
}

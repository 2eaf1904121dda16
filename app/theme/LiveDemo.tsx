/** The demo compiled last, keyed by its version: `live` is told once it rendered, or the error it threw. */
import type { LiveDemo as Live } from '../live/use-live-demo';
import RetryBoundary from './RetryBoundary';

export default function LiveDemo({ live }: { live: Live }) {
  if (!live.shown) return null;
  const { Component: Demo, version } = live.shown;
  return (
    <RetryBoundary
      key={version}
      onCommit={() => live.committed(version)}
      onError={(error) => live.renderFailed(version, error)}
    >
      <Demo />
    </RetryBoundary>
  );
}

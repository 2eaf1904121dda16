/**
 * Renders a compiled demo and reports how it went: `onCommit` once it rendered, `onError` if it threw
 * while rendering (the caller then shows the last demo that worked, and the error).
 */
import { Component, useEffect, type ComponentType } from 'react';

interface Props {
  Demo: ComponentType;
  version: number;
  onCommit: (version: number) => void;
  onError: (version: number, error: unknown) => void;
}

/** Rendered after the demo: its effect runs only if the whole demo rendered. */
function Committed({ version, onCommit }: Pick<Props, 'version' | 'onCommit'>) {
  useEffect(() => onCommit(version), [version, onCommit]);
  return null;
}

export default class LiveBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(this.props.version, error);
  }

  render() {
    if (this.state.failed) return null;
    const { Demo, version, onCommit } = this.props;
    return (
      <>
        <Demo />
        <Committed version={version} onCommit={onCommit} />
      </>
    );
  }
}

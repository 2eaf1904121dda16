/**
 * Around the live editor, which loads when the visitor starts editing: if its chunk does not arrive, the error
 * shows in its place with a retry, and the code stays readable. Any other error goes on up.
 */
import { Component, type ReactNode } from 'react';
import { asChunkError } from '../site/chunk-error';
import { lazyPerAttempt } from '../site/lazy-per-attempt';
import type { LocaleId } from '../../core/types';
import ChunkError from './ChunkError';

// React remembers a lazy component's failed import: each retry gets a component of its own.
const editorFor = lazyPerAttempt(() => import('./LiveEditor'));

interface Props {
  /** The editor, given the lazily loaded component of this attempt. */
  children: (Editor: ReturnType<typeof editorFor>) => ReactNode;
  /** Shown with the error: the code, read-only. */
  fallback: ReactNode;
  locale?: LocaleId;
}

export default class EditorBoundary extends Component<Props, { error: unknown; attempt: number }> {
  state = { error: null as unknown, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { error, attempt } = this.state;
    if (error === null) return this.props.children(editorFor(attempt));
    const chunk = asChunkError(error);
    if (!chunk) throw error;
    return (
      <>
        <ChunkError
          error={chunk}
          locale={this.props.locale}
          compact
          onRetry={() => this.setState({ error: null, attempt: attempt + 1 })}
        />
        {this.props.fallback}
      </>
    );
  }
}

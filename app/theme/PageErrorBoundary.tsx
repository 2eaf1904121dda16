/** Around the doc layout's page: a chunk the page loads while rendering (an API table, say) fails in place, with a retry. */
import { Component, type ReactNode } from 'react';
import { asChunkError } from '../site/chunk-error';
import { RetryAttempt } from '../site/retry-attempt';
import ChunkError from './ChunkError';

interface Props {
  children: ReactNode;
  /** The page's address: a new page starts without the error. */
  resetKey: string;
}

interface State {
  error: unknown;
  resetKey: string;
  attempt: number;
}

export default class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  render() {
    const { error, attempt } = this.state;
    if (error === null) return <RetryAttempt value={attempt}>{this.props.children}</RetryAttempt>;
    const chunk = asChunkError(error);
    // Anything else is a bug, not a network failure: it goes on to the root error page.
    if (!chunk) throw error;
    return <ChunkError error={chunk} onRetry={() => this.setState({ error: null, attempt: attempt + 1 })} />;
  }
}

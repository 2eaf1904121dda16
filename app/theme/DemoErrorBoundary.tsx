/** Catches a demo that throws while rendering: its error shows in place, the rest of the page keeps working. */
import { Component, type ReactNode } from 'react';
import { RetryAttempt } from '../site/retry-attempt';

interface Props {
  children: ReactNode;
  /** Text above the error: already translated by the caller. */
  message: string;
  retryLabel: string;
}

export default class DemoErrorBoundary extends Component<Props, { error: Error | null; attempt: number }> {
  state = { error: null as Error | null, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    const { error } = this.state;
    // A demo whose code failed to arrive asks for it again on retry (app/site/lazy-per-attempt.ts).
    if (!error) return <RetryAttempt value={this.state.attempt}>{this.props.children}</RetryAttempt>;
    return (
      <div className="demo-error" role="alert">
        <p>{this.props.message}</p>
        <pre>{error.message}</pre>
        <button
          type="button"
          className="button"
          onClick={() => this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }))}
        >
          {this.props.retryLabel}
        </button>
      </div>
    );
  }
}

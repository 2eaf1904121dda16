/** Catches a demo that throws while rendering: its error shows in place, the rest of the page keeps working. */
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Text above the error: already translated by the caller. */
  message: string;
  retryLabel: string;
}

export default class DemoErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="demo-error" role="alert">
        <p>{this.props.message}</p>
        <pre>{error.message}</pre>
        <button type="button" className="button" onClick={() => this.setState({ error: null })}>
          {this.props.retryLabel}
        </button>
      </div>
    );
  }
}

/** Under a live demo: a loading indicator when a compile is slow, and the error when the edited code fails. */
import type { LiveState } from '../live/live-state';

interface Props {
  state: Pick<LiveState<unknown>, 'status' | 'error' | 'slow'>;
  compilingLabel: string;
  errorLabel: string;
}

export default function LiveStatus({ state, compilingLabel, errorLabel }: Props) {
  return (
    <>
      <p className="live-progress" aria-live="polite">
        {state.slow && state.status === 'compiling' && (
          <>
            <span className="spinner" aria-hidden="true" /> {compilingLabel}
          </>
        )}
      </p>
      {state.status === 'error' && state.error && (
        <div className="demo-error live-error" role="alert">
          <p>{errorLabel}</p>
          <pre>{state.error}</pre>
        </div>
      )}
    </>
  );
}

import { ProgressBar } from 'react-aria-components';

export interface SpinnerProps {
  /** Accessible name, e.g. the translated "Loading...". */
  label: string;
  size?: 'small' | 'large';
}

/** An indeterminate progress indicator: announced as a progress bar, drawn as a ring. */
export function Spinner({ label, size = 'large' }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={`ui-spinner ui-spinner--${size}`}>
      <span className="ui-spinner__ring" aria-hidden="true" />
    </ProgressBar>
  );
}

/** Full-screen centred spinner, shown while a lazy screen loads (spec §2). */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className="ui-fullscreen-center" data-testid="screen-loading">
      <Spinner label={label} />
    </div>
  );
}

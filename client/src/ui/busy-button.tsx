import { Button, type ButtonProps } from './button.tsx';
import { Spinner } from './spinner.tsx';

export interface BusyButtonProps extends Omit<ButtonProps, 'isPending' | 'children'> {
  /** The action is running: presses are ignored and a small spinner shows. */
  busy: boolean;
  /** Accessible name of the spinner, e.g. the translated "Loading...". */
  busyLabel: string;
  children: React.ReactNode;
}

/**
 * A button that stays on screen while its action runs (next customer, a row's call). It does not
 * use react-aria's `isPending`: a pointer press that ends while the button is pending leaves the
 * press state stuck on the still-mounted button, and the page's next mouse clicks are lost (seen
 * with react-aria-components 1.22 in Chromium). It is marked `aria-disabled` instead.
 */
export function BusyButton({ busy, busyLabel, onPress, children, ...props }: BusyButtonProps) {
  return (
    <Button
      {...props}
      aria-disabled={busy || undefined}
      onPress={(event) => {
        if (!busy) onPress?.(event);
      }}
    >
      {children}
      {busy ? <Spinner label={busyLabel} size="small" /> : null}
    </Button>
  );
}

import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';

export interface LinkProps extends Omit<AriaLinkProps, 'className'> {
  /** `button` looks like a secondary button (for navigation that reads as an action). */
  variant?: 'inline' | 'button';
  className?: string;
}

/** An accessible link; `href` navigates client-side through the router (see `app/aria-router.tsx`). */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  const classes = variant === 'button' ? 'ui-button ui-button--secondary' : 'ui-link';
  return <AriaLink {...props} className={[classes, className].filter(Boolean).join(' ')} />;
}

import type { ReactNode } from 'react';

export type BannerTone = 'info' | 'success' | 'warning' | 'error';

export interface BannerProps {
  tone?: BannerTone;
  children: ReactNode;
  /** Buttons or links at the end of the banner. */
  actions?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * A message strip. Errors use `role="alert"` (announced at once); the other tones use
 * `role="status"` (announced politely), so screen-reader users hear what sighted users see.
 */
export function Banner({ tone = 'info', children, actions, className, 'data-testid': testId }: BannerProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={['ui-banner', `ui-banner--${tone}`, className].filter(Boolean).join(' ')}
      data-testid={testId}
    >
      <div className="ui-banner__text">{children}</div>
      {actions ? <div className="ui-banner__actions">{actions}</div> : null}
    </div>
  );
}

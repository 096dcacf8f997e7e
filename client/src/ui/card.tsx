import type { ReactNode } from 'react';

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title, to keep the page outline correct. */
  headingLevel?: 1 | 2 | 3;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** A titled surface; with a title it is a labelled region landmark. */
export function Card({ title, headingLevel = 2, children, className, 'data-testid': testId }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={['ui-card', className].filter(Boolean).join(' ')} data-testid={testId}>
      {title ? <Heading className="ui-card__title">{title}</Heading> : null}
      {children}
    </section>
  );
}

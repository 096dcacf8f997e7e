import type { ReactNode } from 'react';
import '../workshop/staff.css';
import '../workshop/staff-lists.css';
import './catalogue.css';

/**
 * The frame of an installation-wide list (brands, models, reject reasons, SMS senders, news):
 * document title and heading; these lists belong to no workshop, so there is no workshop chooser.
 */
export function CataloguePage({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="staff-page staff-lists" data-testid={testId}>
      <title>{`${title} · Turno`}</title>
      <h1>{title}</h1>
      <div className="staff-lists__body">{children}</div>
    </div>
  );
}

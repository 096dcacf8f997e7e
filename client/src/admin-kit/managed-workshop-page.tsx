import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../ui/banner.tsx';
import { WorkshopSelect } from '../workshop/box-select.tsx';
import { useManagedWorkshop } from './use-managed-workshop.ts';
import '../workshop/staff.css';
import '../workshop/staff-lists.css';
import './catalogue.css';

/**
 * The frame of a workshop's configuration screen (slogans, exit interview): heading, the workshop
 * chooser and the body for the chosen workshop. The choice is the configuration screens' own
 * (`useManagedWorkshop`): a manager's workshops, or every workshop for an admin.
 */
export function ManagedWorkshopPage({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children(workshopID: string): ReactNode;
}) {
  const { t } = useTranslation();
  const { workshops, workshopID, setWorkshopID, fetching } = useManagedWorkshop();
  return (
    <div className="staff-page staff-lists" data-testid={testId}>
      <title>{`${title} · Turno`}</title>
      <h1>{title}</h1>
      {workshopID ? (
        <div key={workshopID} className="staff-lists__body">
          {workshops.length > 1 ? (
            <div className="staff-toolbar">
              <WorkshopSelect workshops={workshops} value={workshopID} onChange={setWorkshopID} />
            </div>
          ) : null}
          {children(workshopID)}
        </div>
      ) : fetching ? null : (
        <Banner tone="info">{t('acceptance.noWorkshop')}</Banner>
      )}
    </div>
  );
}

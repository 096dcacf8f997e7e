import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { StaffBoxesQuery } from '../graphql/staff-operations.ts';
import { Banner } from '../ui/banner.tsx';
import { WorkshopSelect } from './box-select.tsx';
import { PrintHeading } from './print-heading.tsx';
import { type StaffWorkshop, useStaffWorkshop } from './use-staff-workshop.ts';
import './staff.css';
import './staff-lists.css';
import { Spinner } from '../ui/spinner.tsx';

export type StaffDesk = StaffWorkshop & { workshopID: string };

/**
 * The frame of a staff list screen: document title, heading, the workshop chooser (for users of
 * several workshops) and the "no workshop" message; the body is keyed by workshop, so switching
 * starts it afresh.
 */
export function StaffListPage({
  title,
  testId,
  toolbar,
  children,
  withoutWorkshop,
}: {
  title: string;
  testId: string;
  /** Filters shown beside the workshop chooser. */
  toolbar?(desk: StaffDesk): ReactNode;
  children(desk: StaffDesk): ReactNode;
  /** Shown instead of the "no workshop" notice to a user without one (an admin's own view). */
  withoutWorkshop?: ReactNode;
}) {
  const { t } = useTranslation();
  const staff = useStaffWorkshop();
  const desk = staff.workshopID ? { ...staff, workshopID: staff.workshopID } : null;
  return (
    <div className="staff-page staff-lists" data-testid={testId}>
      <title>{`${title} · Turno`}</title>
      <PrintHeading
        workshopName={staff.workshops.find((w) => w.workshopID === desk?.workshopID)?.workshopName}
      />
      <h1>{title}</h1>
      {desk && !staff.deskReady ? (
        <Spinner label={t('common.loading')} />
      ) : desk ? (
        <div key={desk.workshopID} className="staff-lists__body">
          {staff.workshops.length > 1 || toolbar ? (
            <div className="staff-toolbar">
              <WorkshopSelect
                workshops={staff.workshops}
                value={desk.workshopID}
                onChange={staff.setWorkshopID}
              />
              {toolbar?.(desk)}
            </div>
          ) : null}
          {children(desk)}
        </div>
      ) : (
        (withoutWorkshop ?? <Banner tone="info">{t('acceptance.noWorkshop')}</Banner>)
      )}
    </div>
  );
}

/** The workshop's box names by id (live through the boxes subscription the lists already hold). */
export function useBoxNames(workshopID: string): ReadonlyMap<string, string> {
  const [boxes] = useQuery({ query: StaffBoxesQuery, variables: { workshopID } });
  return useMemo(() => new Map((boxes.data?.boxes ?? []).map((box) => [box.boxID, box.name])), [boxes.data]);
}

import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { authAtom } from '../state/auth-atom.ts';
import { Banner } from '../ui/banner.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { WorkshopSelect } from '../workshop/box-select.tsx';
import { useManagedWorkshop } from './use-managed-workshop.ts';
import '../workshop/staff.css';
import './workshop-setup.css';

/**
 * The frame of a configuration screen: title, intro, the workshop chooser (for users who manage
 * several workshops) and the body, keyed by workshop so switching starts it afresh.
 */
export function SetupPage({
  title,
  intro,
  testId,
  actions,
  children,
}: {
  title: string;
  intro: string;
  testId: string;
  /** Buttons beside the workshop chooser (e.g. "New box"). */
  actions?(workshopID: string): ReactNode;
  children(workshopID: string): ReactNode;
}) {
  const { t } = useTranslation();
  const { workshops, workshopID, setWorkshopID, fetching } = useManagedWorkshop();
  const isAdmin = useAtomValue(authAtom).user?.isAdmin === true;
  return (
    <div className="staff-page workshop-setup" data-testid={testId}>
      <title>{`${title} · Turno`}</title>
      <h1>{title}</h1>
      <p className="workshop-setup__intro">{intro}</p>
      {fetching ? (
        <Spinner label={t('common.loading')} />
      ) : workshopID ? (
        <div key={workshopID} className="workshop-setup__body">
          {workshops.length > 1 || actions ? (
            <div className="staff-toolbar">
              <WorkshopSelect workshops={workshops} value={workshopID} onChange={setWorkshopID} />
              {actions ? <div className="staff-toolbar__actions">{actions(workshopID)}</div> : null}
            </div>
          ) : null}
          {children(workshopID)}
        </div>
      ) : (
        // An admin may configure any workshop: with none, the next step is to create one.
        <Banner tone="info">{t(isAdmin ? 'acceptance.noWorkshopYet' : 'acceptance.noWorkshop')}</Banner>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { CustomerPanel } from '../../appointment-actions/customer-panel.tsx';
import { Banner } from '../../ui/banner.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { PrintHeading } from '../../workshop/print-heading.tsx';
import { useStaffWorkshop } from '../../workshop/use-staff-workshop.ts';
import { AppointmentSurveyCard } from '../surveys/appointment-survey-card.tsx';
import { AppointmentSummary, BackLink, HistoryCard } from './appointment-detail.tsx';
import { StaffListsDetailQuery } from './appointments-operations.ts';
import '../../workshop/staff.css';
import '../../appointment-actions/box.css';
import '../../workshop/staff-lists.css';

/**
 * Processings/{processingID}: one visit in progress with the box flow's own panel (customer,
 * vehicle, every action the status and the user's roles in its workshop allow, each behind its
 * confirmation, annotations), live, and the history table below.
 */
export function ProcessingDetailScreen() {
  const { t } = useTranslation();
  const { processingID = '' } = useParams();
  const staff = useStaffWorkshop();
  const [result] = useQuery({ query: StaffListsDetailQuery, variables: { appointmentID: processingID } });
  const appointment = result.data?.appointment ?? null;
  const title = t('nav.processingDetail');
  const roles = staff.workshops.find((workshop) => workshop.workshopID === appointment?.workshopID);
  return (
    <div className="staff-page staff-lists" data-testid="processing-detail-screen">
      <title>{`${appointment ? `${appointment.licensePlate} · ` : ''}${title} · Turno`}</title>
      <BackLink href="/Processings" label={t('nav.processings')} />
      <PrintHeading workshopName={roles?.workshopName} />
      <h1>{title}</h1>
      {!appointment ? (
        result.fetching ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <Banner tone={result.error ? 'error' : 'info'} data-testid="detail-missing">
            {result.error ? t('acceptance.loadError') : t('staffLists.detail.notFound')}
          </Banner>
        )
      ) : (
        <>
          {roles || staff.isAdmin ? (
            <Card title={t('acceptance.box.customer')} data-testid="processing-card">
              <CustomerPanel
                appointmentID={appointment.appointmentID}
                roleNames={roles?.roleNames ?? []}
                isAdmin={staff.isAdmin}
                showHistory={false}
                data-testid="processing-customer"
              />
            </Card>
          ) : (
            <AppointmentSummary appointmentID={appointment.appointmentID} />
          )}
          <AppointmentSurveyCard appointmentID={appointment.appointmentID} />
          <HistoryCard appointmentID={appointment.appointmentID} />
        </>
      )}
    </div>
  );
}

/** Historical/{appointmentID}: a closed visit (or a no-show), read-only, with its history. */
export function HistoricalDetailScreen() {
  const { t } = useTranslation();
  const { appointmentID = '' } = useParams();
  // Loads the workshop's time zone for the times below, as every staff screen does.
  const staff = useStaffWorkshop();
  const title = t('nav.historicalDetail');
  return (
    <div className="staff-page staff-lists" data-testid="historical-detail-screen">
      <title>{`${title} · Turno`}</title>
      <BackLink href="/Historical" label={t('nav.historical')} />
      <PrintHeading
        workshopName={staff.workshops.find((w) => w.workshopID === staff.workshopID)?.workshopName}
      />
      <h1>{title}</h1>
      <AppointmentSummary appointmentID={appointmentID} />
      <AppointmentSurveyCard appointmentID={appointmentID} />
      <HistoryCard appointmentID={appointmentID} />
    </div>
  );
}

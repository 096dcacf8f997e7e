import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { type CombinedError, useClient, useMutation } from 'urql';
import type { CustomerSearchInput, CustomerVisitsQuery as Visits } from '../../graphql/generated/graphql.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { Banner } from '../../ui/banner.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { Form } from '../../ui/form.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { saveFile } from '../../workshop/download-file.ts';
import { StatusBadge } from '../../workshop/labels.tsx';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';
import {
  CustomerDataExportQuery,
  CustomerVisitsQuery,
  EraseCustomerDataMutation,
} from './customer-data-operations.ts';
import './customer-data.css';

type Visit = Visits['customerVisits'][number];

/** The field a BAD_USER_INPUT names (`input.licensePlate`), for the message under it. */
function badArgument(error: CombinedError | undefined): string | null {
  const found = error?.graphQLErrors.find((e) => e.extensions?.code === 'BAD_USER_INPUT');
  return found ? String(found.extensions?.argument ?? 'input') : null;
}

/**
 * Dati dei clienti (`/Privacy-Clienti`, admins): one customer's visits in every workshop by plate or
 * mobile; export everything held about them as JSON, or erase their personal data (docs/privacy.md).
 */
export function CustomerDataScreen() {
  const { t } = useTranslation();
  const client = useClient();
  const [plate, setPlate] = useState('');
  const [mobile, setMobile] = useState('');
  const [searched, setSearched] = useState<CustomerSearchInput | null>(null);
  const [visits, setVisits] = useState<Visit[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [erasing, erase] = useMutation(EraseCustomerDataMutation);

  async function search(input: CustomerSearchInput) {
    setSearching(true);
    setProblem(null);
    const reply = await client
      .query(CustomerVisitsQuery, { input }, { requestPolicy: 'network-only' })
      .toPromise();
    setSearching(false);
    const argument = badArgument(reply.error);
    if (argument) {
      setProblem(
        argument.endsWith('licensePlate')
          ? t('privacy.badPlate')
          : argument.endsWith('mobile')
            ? t('privacy.badMobile')
            : t('privacy.needOne'),
      );
      setVisits(null);
      return;
    }
    if (reply.error || !reply.data) {
      setProblem(t('privacy.loadError'));
      return;
    }
    setSearched(input);
    setVisits(reply.data.customerVisits);
  }

  function onSearch() {
    const input = { licensePlate: plate.trim() || null, mobile: mobile.trim() || null };
    if (!input.licensePlate && !input.mobile) {
      setProblem(t('privacy.needOne'));
      return;
    }
    void search(input);
  }

  async function onExport() {
    if (!searched) return;
    setExporting(true);
    const reply = await client
      .query(CustomerDataExportQuery, { input: searched }, { requestPolicy: 'network-only' })
      .toPromise();
    setExporting(false);
    if (reply.error || !reply.data) {
      toast.error(t('privacy.exportError'));
      return;
    }
    const name = `turno-dati-cliente-${new Date().toISOString().slice(0, 10)}.json`;
    saveFile(new Blob([reply.data.customerDataExport], { type: 'application/json' }), name);
  }

  async function onErase() {
    if (!searched) return;
    const reply = await erase({ input: searched });
    setConfirming(false);
    if (reply.error || !reply.data) {
      toast.error(t('privacy.eraseError'));
      return;
    }
    toast.success(t('privacy.erased', { count: reply.data.eraseCustomerData.erased }));
    await search(searched);
  }

  const erasable = visits?.filter((visit) => !visit.live && !visit.anonymisedAt).length ?? 0;
  const live = visits?.filter((visit) => visit.live).length ?? 0;

  return (
    <div className="admin-page" data-testid="customer-data-screen">
      <title>{`${t('privacy.title')} · Turno`}</title>
      <h1>{t('privacy.title')}</h1>
      <p>{t('privacy.intro')}</p>
      <Card>
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            onSearch();
          }}
          className="customer-data__search"
          data-testid="customer-search"
        >
          <TextField
            label={t('privacy.plate')}
            value={plate}
            onChange={setPlate}
            autoComplete="off"
            inputTestId="customer-plate"
          />
          <TextField
            label={t('privacy.mobile')}
            value={mobile}
            onChange={setMobile}
            type="tel"
            autoComplete="off"
            inputTestId="customer-mobile"
          />
          <BusyButton
            type="submit"
            busy={searching}
            busyLabel={t('common.loading')}
            data-testid="customer-search-submit"
          >
            {t('privacy.search')}
          </BusyButton>
        </Form>
        <p className="muted">{t('privacy.searchHint')}</p>
        {problem ? (
          <Banner tone="error" data-testid="customer-search-error">
            {problem}
          </Banner>
        ) : null}
      </Card>
      {visits ? (
        <Card title={t('privacy.caption')} data-testid="customer-visits">
          <p role="status">{t('privacy.found', { count: visits.length })}</p>
          <DataTable
            caption={t('privacy.caption')}
            rows={visits}
            rowKey={(visit) => visit.appointmentID}
            rowTestId={(visit) => `customer-visit-${visit.appointmentID}`}
            empty={t('privacy.empty')}
            columns={[
              { id: 'workshop', header: t('privacy.columns.workshop'), cell: (visit) => visit.workshopName },
              {
                id: 'created',
                header: t('privacy.columns.created'),
                cell: (visit) => formatDateTime(visit.createdAt, WORKSHOP_TIME_ZONE),
              },
              { id: 'customer', header: t('privacy.columns.customer'), cell: (visit) => visit.name },
              { id: 'plate', header: t('privacy.columns.plate'), cell: (visit) => visit.licensePlate },
              {
                id: 'status',
                header: t('privacy.columns.status'),
                cell: (visit) => <StatusBadge statusCode={visit.statusCode} />,
              },
              {
                id: 'data',
                header: t('privacy.columns.data'),
                cell: (visit) =>
                  visit.anonymisedAt
                    ? t('privacy.erasedOn', { date: formatDateTime(visit.anonymisedAt, WORKSHOP_TIME_ZONE) })
                    : visit.live
                      ? t('privacy.inProgress')
                      : t('privacy.held'),
              },
            ]}
          />
          {visits.length ? (
            <div className="customer-data__actions">
              <BusyButton
                variant="secondary"
                busy={exporting}
                busyLabel={t('privacy.exporting')}
                onPress={() => void onExport()}
                data-testid="customer-export"
              >
                {t('privacy.export')}
              </BusyButton>
              <Button
                variant="danger"
                isDisabled={erasable === 0}
                onPress={() => setConfirming(true)}
                data-testid="customer-erase"
              >
                {t('privacy.erase')}
              </Button>
              {erasable === 0 ? <span className="muted">{t('privacy.nothingToErase')}</span> : null}
            </div>
          ) : null}
        </Card>
      ) : null}
      <ConfirmDialog
        title={t('privacy.eraseTitle')}
        isOpen={confirming}
        onOpenChange={setConfirming}
        message={
          <>
            <p>{t('privacy.eraseMessage', { count: erasable })}</p>
            {live ? <p>{t('privacy.eraseLive', { count: live })}</p> : null}
          </>
        }
        confirmLabel={t('privacy.confirmErase')}
        cancelLabel={t('privacy.cancel')}
        onConfirm={() => void onErase()}
        isPending={erasing.fetching}
        busyLabel={t('common.loading')}
        tone="danger"
        data-testid="customer-erase-dialog"
      />
    </div>
  );
}

import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Form } from '../../ui/form.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { PrivacyNotice } from '../privacy/privacy-notice.tsx';
import type { PrivacyNoticeData } from '../privacy/privacy-notice-data.ts';
import type { PendingWalkIn } from './pending-walk-ins.ts';
import { errorMessage } from './totem-booked.tsx';
import { TotemScreenBrandsQuery, TotemScreenMyTotemsQuery } from './totem-operations.ts';
import { TotemStartOver } from './totem-start-over.tsx';
import type { KioskQueue, Welcome } from './totem-types.ts';
import { unreachable } from './walk-in-replay.ts';
import { PLATE_INPUT_MAX, totemMobile, totemWalkInSchema } from './walk-in-schema.ts';
import { sendWalkIn } from './walk-in-send.ts';

const EMPTY = { vehicleBrandID: '', licensePlate: '', name: '', mobile: '', description: '' };

/**
 * The walk-in's details (spec §5: brand, plate, name, mobile, description) for the chosen queue.
 * Inputs suit an on-screen keyboard: no autocomplete (a kiosk must not suggest the last customer's
 * data), the right keyboard for each field, capitals for the plate. Below them the workshop's
 * privacy notice and the SMS consent, never ticked for the customer (decision 0021): without it the
 * visit is registered all the same and gets no SMS.
 */
export function TotemWalkInForm({
  totemID,
  notice,
  queue,
  idempotencyKey,
  onBack,
  onDone,
  onKeep,
  onStartOver,
  onAskStaff,
}: {
  totemID: string;
  notice: PrivacyNoticeData;
  queue: KioskQueue;
  idempotencyKey: string;
  onBack(): void;
  onDone(welcome: Welcome): void;
  /** The server could not be reached: keep the walk-in for later and show the customer so. */
  onKeep(walkIn: PendingWalkIn): Promise<void>;
  onStartOver(): void;
  /** The server refused self check-in (e.g. the car is already in the workshop): staff will look. */
  onAskStaff(): void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(totemWalkInSchema, EMPTY);
  const context = useMemo(() => ({ silentErrors: true }), []);
  const [{ data: brandData }] = useQuery({ query: TotemScreenBrandsQuery, context });
  const [sending, setSending] = useState(false);
  const client = useClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [smsConsent, setSmsConsent] = useState(false);

  const onSubmit = form.handleSubmit(async (value) => {
    setProblem(null);
    // The walk-in as it would be kept offline: the key made with the form, the time of the tap.
    const walkIn: PendingWalkIn = {
      idempotencyKey,
      totemID,
      arrivedAt: new Date().toISOString(),
      language: document.documentElement.lang || 'it',
      fields: {
        queueID: queue.queueID,
        vehicleBrandID: value.vehicleBrandID,
        licensePlate: value.licensePlate,
        name: value.name,
        mobile: totemMobile(value.mobile),
        description: value.description,
        smsConsent,
        privacyNoticeVersion: notice.version,
      },
    };
    setSending(true);
    const result = await sendWalkIn(client, walkIn, false).finally(() => setSending(false));
    if (unreachable(result.error)) {
      // No answer from the server (not a "no"): the walk-in waits in the browser (decision 0026).
      try {
        return await onKeep(walkIn);
      } catch {
        return setProblem(t('totem.checkInFailed'));
      }
    }
    const answer = result.data?.totemRegisterWalkIn;
    if (result.error || !answer) {
      return setProblem(result.error ? errorMessage(t, result.error) : t('totem.checkInFailed'));
    }
    if (answer.welcome) return onDone({ ...answer.welcome, noSms: !smsConsent });
    if (answer.problem === 'ASK_STAFF') return onAskStaff();
    if (answer.formErrors.some((error) => error.field === 'privacyNoticeVersion')) {
      // The workshop changed its notice meanwhile: load the new one and ask for the answer again.
      setSmsConsent(false);
      setProblem(t('validation.noticeChanged'));
      await client
        .query(TotemScreenMyTotemsQuery, {}, { requestPolicy: 'network-only', silentErrors: true })
        .toPromise();
      return;
    }
    form.setServerErrors(answer.formErrors);
    if (answer.formErrors.length === 0) setProblem(t('totem.checkInFailed'));
  });

  const failed = Boolean(problem || form.formLevelErrors.length);
  const brand = form.field('vehicleBrandID');
  const mobile = form.field('mobile');

  return (
    <section className="totem__step">
      <h1 className="totem__title" tabIndex={-1} data-step-heading>
        {t('totem.formTitle')}
      </h1>
      <p className="totem__subtitle">{queue.message || queue.name}</p>
      <Form onSubmit={onSubmit} className="totem__form" data-testid="totem-walk-in-form">
        {failed ? (
          <Banner tone="error" data-testid="totem-walk-in-problem">
            {problem ?? t('totem.checkInFailed')}
          </Banner>
        ) : null}
        {failed ? <TotemStartOver onStartOver={onStartOver} /> : null}
        <BrandSelect
          label={t('totem.brand')}
          placeholder={t('totem.chooseBrand')}
          brands={brandData?.vehicleBrands ?? []}
          value={brand.value}
          onChange={brand.onChange}
          onBlur={brand.onBlur}
          errorMessage={brand.errorMessage}
        />
        <TextField
          {...form.field('licensePlate')}
          label={t('totem.licensePlate')}
          autoComplete="off"
          inputMode="text"
          spellCheck="false"
          maxLength={PLATE_INPUT_MAX}
          isRequired
          inputTestId="totem-plate"
        />
        <TextField
          {...form.field('name')}
          label={t('totem.name')}
          autoComplete="off"
          maxLength={200}
          isRequired
          inputTestId="totem-name"
        />
        <TextField
          {...mobile}
          label={`${t('totem.mobile')} (+39)`}
          description={t('totem.mobileHint')}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
          isRequired
          inputTestId="totem-mobile"
        />
        <TextField
          {...form.field('description')}
          label={t('totem.description')}
          autoComplete="off"
          multiline
          rows={3}
          maxLength={2000}
          isRequired
          inputTestId="totem-description"
        />
        <div className="totem__consent">
          <Checkbox isSelected={smsConsent} onChange={setSmsConsent} data-testid="totem-sms-consent">
            {t('privacyNotice.smsConsent')}
          </Checkbox>
          <p className="totem__consent-hint">{t('privacyNotice.smsConsentHint')}</p>
        </div>
        <PrivacyNotice
          notice={notice}
          summary={t('privacyNotice.totemSummary', { workshop: notice.workshopName })}
          kiosk
        />
        <div className="totem__actions">
          <Button variant="quiet" className="totem__secondary" onPress={onBack}>
            {t('totem.back')}
          </Button>
          <Button
            type="submit"
            className="totem__primary"
            isPending={sending}
            data-testid="totem-walk-in-submit"
          >
            {t('totem.submitWalkIn')}
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** A native select: on a touch kiosk it opens the system's large picker list. */
function BrandSelect({
  label,
  placeholder,
  brands,
  value,
  onChange,
  onBlur,
  errorMessage,
}: {
  label: string;
  placeholder: string;
  brands: readonly { vehicleBrandID: string; name: string }[];
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  errorMessage: string | undefined;
}) {
  const id = useId();
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name="vehicleBrandID"
        className="ui-field__input totem__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? `${id}-error` : undefined}
        required
        data-testid="totem-brand"
      >
        <option value="">{placeholder}</option>
        {brands.map((brand) => (
          <option key={brand.vehicleBrandID} value={brand.vehicleBrandID}>
            {brand.name}
          </option>
        ))}
      </select>
      {errorMessage ? (
        <div id={`${id}-error`} className="ui-field__error" role="alert">
          {errorMessage}
        </div>
      ) : null}
    </div>
  );
}

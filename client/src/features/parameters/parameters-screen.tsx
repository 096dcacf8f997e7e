import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { YOU_ARE_NEXT_POSITION } from '../../../../shared/appointments/you-are-next.ts';
import { ASSIGNABLE_ROLES } from '../../../../shared/auth/roles.ts';
import { ALERT_CHANNELS, RETENTION_MONTHS } from '../../../../shared/configuration/constants.ts';
import { PRIVACY_NOTICE_MAX } from '../../../../shared/privacy/privacy-notice.ts';
import { SMS_TEXT_FIELDS } from '../../../../shared/validation/parameters.ts';
import { asFlagText } from '../../admin-kit/form-text.ts';
import { useSaveSetup } from '../../admin-kit/save-setup.ts';
import { SetupPage } from '../../admin-kit/setup-page.tsx';
import { useManagedWorkshop } from '../../admin-kit/use-managed-workshop.ts';
import { translateCode } from '../../i18n/translate-code.ts';
import { Banner } from '../../ui/banner.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Form } from '../../ui/form.tsx';
import { Select } from '../../ui/select.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { PrivacyNotice } from '../privacy/privacy-notice.tsx';
import {
  ALERTS,
  alertFields,
  type FLAG_FIELDS,
  maxMinutes,
  type Parameters,
  type ParametersField,
  parametersFormSchema,
  parametersFormValues,
  TIME_FIELDS,
} from './parameters-form.ts';
import { SetupParametersQuery, SetupUpdateParametersMutation } from './parameters-operations.ts';
import { SmsTextField } from './sms-text-field.tsx';

const SECTIONS = ['times', 'desk', 'contacts', 'alerts', 'roles', 'survey', 'sms', 'privacy'] as const;
type FlagField = (typeof FLAG_FIELDS)[number];
const NO_SENDER = 'none';

/** Gestione-Parametri (spec §3): every parameter of the workshop, in sections. */
export function ParametersScreen() {
  const { t } = useTranslation();
  return (
    <SetupPage
      title={t('nav.parameters')}
      intro={t('workshopSetup.parameters.intro')}
      testId="parameters-screen"
    >
      {(workshopID) => <ParametersLoader workshopID={workshopID} />}
    </SetupPage>
  );
}

function ParametersLoader({ workshopID }: { workshopID: string }) {
  const { t } = useTranslation();
  const [result, refetch] = useQuery({ query: SetupParametersQuery, variables: { workshopID } });
  if (result.fetching && !result.data) return <Spinner label={t('common.loading')} />;
  if (!result.data) {
    return (
      <Banner
        tone="error"
        actions={
          <Button onPress={() => refetch({ requestPolicy: 'network-only' })}>
            {t('workshopSetup.retry')}
          </Button>
        }
      >
        {t('workshopSetup.loadError')}
      </Banner>
    );
  }
  return (
    <ParametersForm
      workshopID={workshopID}
      parameters={result.data.parameters}
      senders={result.data.smsSenders}
      onSaved={() => refetch({ requestPolicy: 'network-only' })}
    />
  );
}

/** Which roles receive which alert, as "role:alert" keys. */
function warningKeys(parameters: Parameters): ReadonlySet<string> {
  return new Set(parameters.workshopRoleWarnings.map((w) => `${w.roleName}:${w.alertTypeID}`));
}

function ParametersForm({
  workshopID,
  parameters,
  senders,
  onSaved,
}: {
  workshopID: string;
  parameters: Parameters;
  senders: readonly { smsSenderID: string; name: string }[];
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const { workshops } = useManagedWorkshop();
  const workshopName = workshops.find((w) => w.workshopID === workshopID)?.workshopName ?? '';
  const initial = useMemo(() => parametersFormValues(parameters), [parameters]);
  const { field, values, handleSubmit, setServerErrors, formLevelErrors, isValid } = useSchemaForm(
    parametersFormSchema,
    initial,
  );
  const [warnings, setWarnings] = useState(() => warningKeys(parameters));
  const [statistics, setStatistics] = useState<ReadonlySet<string>>(
    () => new Set(parameters.dailyStatisticsRoleNames),
  );
  const { save, pending } = useSaveSetup();

  const onSubmit = handleSubmit(async (value) => {
    const saved = await save(
      SetupUpdateParametersMutation,
      {
        input: {
          workshopID,
          ...value,
          workshopRoleWarnings: [...warnings].map((key) => {
            const [roleName = '', alertTypeID = '0'] = key.split(':');
            return { roleName, alertTypeID: Number(alertTypeID) };
          }),
          dailyStatisticsRoleNames: [...statistics],
        },
      },
      (d) => d.updateParameters,
      { onFieldErrors: setServerErrors },
    );
    if (saved) onSaved();
  });

  const minutes = (
    name: (typeof TIME_FIELDS)[number] | 'thankYouSmsDelayInMinutes' | 'jobOverrunGraceMinutes',
  ) => (
    <TextField
      key={name}
      label={t(`workshopSetup.parameters.fields.${name}`)}
      description={t('workshopSetup.parameters.minutesHint', { max: maxMinutes(name) })}
      {...field(name)}
      inputMode="numeric"
      inputTestId={`param-${name}`}
    />
  );
  const flag = (name: FlagField) => (
    <Checkbox
      key={name}
      isSelected={values[name] === 'true'}
      onChange={(on) => field(name).onChange(asFlagText(on))}
      data-testid={`param-${name}`}
    >
      {t(`workshopSetup.parameters.fields.${name}`)}
    </Checkbox>
  );
  const toggle = (set: ReadonlySet<string>, key: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(key);
    else next.delete(key);
    return next;
  };
  const channelOptions = ALERT_CHANNELS.map((id) => ({
    id,
    label: t(`workshopSetup.parameters.channels.${id}`),
  }));
  const smsField = (name: (typeof SMS_TEXT_FIELDS)[number]) => (
    <SmsTextField
      key={name}
      label={t(`workshopSetup.parameters.sms.${name}`)}
      field={field(name as ParametersField)}
      workshopName={workshopName}
    />
  );

  return (
    <div className="workshop-setup__parameters">
      <nav className="workshop-setup__sections" aria-label={t('workshopSetup.parameters.sectionsLabel')}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#parameters-${section}`}>{t(`workshopSetup.parameters.sections.${section}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <Form onSubmit={onSubmit} className="workshop-setup__parameters-form" data-testid="parameters-form">
        <Section id="times">
          <div className="workshop-setup__grid">{TIME_FIELDS.map(minutes)}</div>
        </Section>
        <Section id="desk">
          <div className="workshop-setup__checks">
            {(
              ['assistedCheckin', 'assistedCheckout', 'preferredResourceEnabled', 'warningsEnabled'] as const
            ).map(flag)}
            {(['videosEnabled', 'autoRecalcQueueEnabled'] as const).map(flag)}
          </div>
          <TextField
            label={t('workshopSetup.parameters.fields.queueUploadColumn')}
            {...field('queueUploadColumn')}
            inputTestId="param-queueUploadColumn"
          />
        </Section>
        <Section id="contacts">
          <div className="workshop-setup__grid">
            <Select
              label={t('workshopSetup.parameters.fields.smsSenderID')}
              name="smsSenderID"
              options={[
                { id: NO_SENDER, label: t('workshopSetup.parameters.noSender') },
                ...senders.map((s) => ({ id: s.smsSenderID, label: s.name })),
              ]}
              value={values.smsSenderID || NO_SENDER}
              onChange={(id) => field('smsSenderID').onChange(id === NO_SENDER ? '' : id)}
              errorMessage={field('smsSenderID').errorMessage}
              data-testid="param-smsSenderID"
            />
            <TextField
              label={t('workshopSetup.parameters.fields.bookingOfficeEmail')}
              {...field('bookingOfficeEmail')}
              type="email"
              inputTestId="param-bookingOfficeEmail"
            />
            <TextField
              label={t('workshopSetup.parameters.fields.bookingOfficeTelephone')}
              {...field('bookingOfficeTelephone')}
              type="tel"
              inputTestId="param-bookingOfficeTelephone"
            />
            {minutes('thankYouSmsDelayInMinutes')}
            <TextField
              label={t('workshopSetup.parameters.fields.youAreNextPosition')}
              description={t('workshopSetup.parameters.youAreNextHint', YOU_ARE_NEXT_POSITION)}
              {...field('youAreNextPosition')}
              inputMode="numeric"
              inputTestId="param-youAreNextPosition"
            />
          </div>
          <div className="workshop-setup__checks">
            {(['payOnlineSmsEnabled', 'thankYouSmsDisabled', 'nightSmsAllowed'] as const).map(flag)}
            {flag('delayNoticeSmsEnabled')}
          </div>
          <div className="workshop-setup__grid">
            {flag('jobOverrunSmsEnabled')}
            {minutes('jobOverrunGraceMinutes')}
          </div>
        </Section>
        <Section id="alerts">
          {ALERTS.map((alert, index) => {
            const names = alertFields(index);
            return (
              <fieldset key={alert.key} className="workshop-setup__alert" data-testid={`alert-${alert.key}`}>
                <legend>{t(`workshopSetup.parameters.alerts.${alert.key}`)}</legend>
                <div className="workshop-setup__grid">
                  <Select
                    label={t('workshopSetup.parameters.alerts.channel')}
                    name={names.channel}
                    options={channelOptions}
                    value={values[names.channel]}
                    onChange={field(names.channel).onChange}
                    errorMessage={field(names.channel).errorMessage}
                    data-testid={`param-${names.channel}`}
                  />
                  <TextField
                    label={t('workshopSetup.parameters.alerts.repeat')}
                    {...field(names.repeat)}
                    inputMode="numeric"
                    inputTestId={`param-${names.repeat}`}
                  />
                </div>
                <RoleChoices
                  label={t('workshopSetup.parameters.alerts.roles')}
                  isSelected={(role) => warnings.has(`${role}:${alert.alertTypeID}`)}
                  onChange={(role, on) =>
                    setWarnings((set) => toggle(set, `${role}:${alert.alertTypeID}`, on))
                  }
                  testId={`alert-roles-${alert.key}`}
                />
              </fieldset>
            );
          })}
        </Section>
        <Section id="roles">
          <RoleChoices
            label={t('workshopSetup.parameters.dailyStatistics')}
            isSelected={(role) => statistics.has(role)}
            onChange={(role, on) => setStatistics((set) => toggle(set, role, on))}
            testId="statistics-roles"
          />
        </Section>
        <Section id="survey">
          <div className="workshop-setup__checks">
            {(['automaticSurveyEnabled', 'onDemandSurveyEnabled'] as const).map(flag)}
          </div>
          {smsField('automaticSurveyText')}
        </Section>
        <Section id="sms">
          {SMS_TEXT_FIELDS.filter((name) => name !== 'automaticSurveyText').map(smsField)}
        </Section>
        <Section id="privacy">
          <TextField
            label={t('workshopSetup.parameters.fields.personalDataRetentionMonths')}
            description={t('workshopSetup.parameters.retentionHint', RETENTION_MONTHS)}
            {...field('personalDataRetentionMonths')}
            inputMode="numeric"
            inputTestId="param-personalDataRetentionMonths"
          />
          {(['privacyNoticeIt', 'privacyNoticeEn'] as const).map((name) => (
            <TextField
              key={name}
              label={t(`workshopSetup.parameters.fields.${name}`)}
              description={t('workshopSetup.parameters.privacyNoticeHint', { max: PRIVACY_NOTICE_MAX })}
              {...field(name)}
              multiline
              rows={6}
              maxLength={PRIVACY_NOTICE_MAX}
              inputTestId={`param-${name}`}
            />
          ))}
          <PrivacyNotice
            notice={parameters.privacyNotice}
            summary={t('workshopSetup.parameters.privacyNoticeNow', {
              version: parameters.privacyNotice.version,
            })}
          />
        </Section>
        <div className="workshop-setup__savebar">
          {formLevelErrors.length > 0 ? (
            <Banner tone="error">
              {formLevelErrors.map((error) => translateCode(t, error.code)).join(' ')}
            </Banner>
          ) : !isValid ? (
            <span className="workshop-setup__muted" role="status">
              {t('workshopSetup.unsavedFields')}
            </span>
          ) : null}
          <BusyButton
            type="submit"
            busy={pending}
            busyLabel={t('common.loading')}
            data-testid="parameters-save"
          >
            {t('workshopSetup.save')}
          </BusyButton>
        </div>
      </Form>
    </div>
  );
}

/** A titled part of the form the section links jump to. */
function Section({ id, children }: { id: (typeof SECTIONS)[number]; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      id={`parameters-${id}`}
      className="workshop-setup__section"
      aria-labelledby={`parameters-${id}-title`}
    >
      <h2 id={`parameters-${id}-title`}>{t(`workshopSetup.parameters.sections.${id}`)}</h2>
      {children}
    </section>
  );
}

/** A check box per assignable role (spec §6 names, as stored and shown). */
function RoleChoices({
  label,
  isSelected,
  onChange,
  testId,
}: {
  label: string;
  isSelected(role: string): boolean;
  onChange(role: string, on: boolean): void;
  testId: string;
}) {
  return (
    <fieldset className="workshop-setup__roles" data-testid={testId}>
      <legend>{label}</legend>
      <div className="workshop-setup__checks">
        {ASSIGNABLE_ROLES.map((role) => (
          <Checkbox key={role} isSelected={isSelected(role)} onChange={(on) => onChange(role, on)}>
            {role}
          </Checkbox>
        ))}
      </div>
    </fieldset>
  );
}

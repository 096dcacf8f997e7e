import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '../../../../shared/integrations/webhook-events.ts';
import { type FieldError, parseForm } from '../../../../shared/validation/form-errors.ts';
import {
  createWebhookEndpointInputSchema,
  updateWebhookEndpointInputSchema,
} from '../../../../shared/validation/webhooks.ts';
import type { WebhookEndpointFieldsFragment as Endpoint } from '../../graphql/generated/graphql.ts';
import { translateCode } from '../../i18n/translate-code.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { EVENT_LABEL_KEYS } from './event-labels.ts';
import { CreateWebhookEndpointMutation, UpdateWebhookEndpointMutation } from './webhook-operations.ts';

/**
 * A new endpoint, or an existing one's address, description and events, checked with the server's
 * own schema before they are sent. A new endpoint's reply carries its secret, handed to `onCreated`.
 */
export function EndpointDialog({
  workshopID,
  endpoint,
  onClose,
  onCreated,
  onSaved,
}: {
  workshopID: string;
  /** The endpoint edited; none for a new one. */
  endpoint?: Endpoint;
  onClose(): void;
  onCreated(secret: string): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [eventTypes, setEventTypes] = useState<WebhookEventType[]>(
    (endpoint?.eventTypes as WebhookEventType[] | undefined) ?? [...WEBHOOK_EVENT_TYPES],
  );
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [creating, create] = useMutation(CreateWebhookEndpointMutation);
  const [updating, update] = useMutation(UpdateWebhookEndpointMutation);
  const errorOf = (field: string) => {
    const found = errors.find((error) => error.field === field || error.field.startsWith(`${field}.`));
    return found ? translateCode(t, found.code) : undefined;
  };
  const clear = (field: string) => setErrors((current) => current.filter((e) => !e.field.startsWith(field)));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (endpoint) {
      const input = { webhookEndpointID: endpoint.webhookEndpointID, url, description, eventTypes };
      const parsed = parseForm(updateWebhookEndpointInputSchema, input);
      if (!parsed.ok) return setErrors(parsed.errors);
      const reply = await update({ input });
      const result = reply.data?.updateWebhookEndpoint;
      if (reply.error || !result) return void toast.error(t('webhooks.saveError'));
      if (result.webhookEndpoint) {
        toast.success(t('webhooks.saved'));
        onSaved();
      } else setErrors(result.formErrors);
      return;
    }
    const input = { workshopID, url, description, eventTypes };
    const parsed = parseForm(createWebhookEndpointInputSchema, input);
    if (!parsed.ok) return setErrors(parsed.errors);
    const reply = await create({ input });
    const result = reply.data?.createWebhookEndpoint;
    if (reply.error || !result) return void toast.error(t('webhooks.saveError'));
    if (result.secret) onCreated(result.secret);
    else setErrors(result.formErrors);
  }

  const eventsError = errorOf('eventTypes');
  return (
    <FormDialog
      title={endpoint ? t('webhooks.editTitle') : t('webhooks.new')}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      pending={creating.fetching || updating.fetching}
      className="webhooks__form"
      testId="webhook-form"
      cancelLabel={t('webhooks.cancel')}
      cancelTestId="webhook-form-cancel"
      submitLabel={endpoint ? t('webhooks.save') : t('webhooks.create')}
      submitTestId="webhook-form-save"
    >
      <TextField
        label={t('webhooks.url')}
        description={t('webhooks.urlHint')}
        value={url}
        onChange={(value) => {
          setUrl(value);
          clear('url');
        }}
        errorMessage={errorOf('url')}
        type="url"
        autoComplete="off"
        autoFocus
        inputTestId="webhook-url"
      />
      <TextField
        label={t('webhooks.description')}
        description={t('webhooks.descriptionHint')}
        value={description}
        onChange={(value) => {
          setDescription(value);
          clear('description');
        }}
        errorMessage={errorOf('description')}
        autoComplete="off"
        inputTestId="webhook-description"
      />
      <fieldset
        className="webhooks__event-choice"
        aria-describedby={eventsError ? 'webhook-events-error' : undefined}
      >
        <legend>{t('webhooks.eventsLabel')}</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <Checkbox
            key={type}
            isSelected={eventTypes.includes(type)}
            onChange={(selected) => {
              setEventTypes((current) =>
                selected ? [...current, type] : current.filter((held) => held !== type),
              );
              clear('eventTypes');
            }}
            data-testid={`webhook-event-${type}`}
          >
            {t(EVENT_LABEL_KEYS[type])} <code>{type}</code>
          </Checkbox>
        ))}
        {eventsError ? (
          <p id="webhook-events-error" className="ui-field__error" role="alert">
            {eventsError}
          </p>
        ) : null}
      </fieldset>
    </FormDialog>
  );
}

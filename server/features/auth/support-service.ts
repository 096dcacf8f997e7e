import { supportRequestInputSchema } from '../../../shared/validation/auth.ts';
import { parseForm } from '../../../shared/validation/form-errors.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { toFormErrors } from '../../core/graphql/form-errors.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import type { SuccessPayload } from './password-service.ts';

/** A support request from the public form, e-mailed to the installation's support address. */
export async function supportRequest(ctx: RequestContext, input: unknown): Promise<SuccessPayload> {
  const parsed = parseForm(supportRequestInputSchema, input);
  if (!parsed.ok) return { success: false, formErrors: toFormErrors(parsed.errors) };
  const { name, email, message } = parsed.value;
  await enqueueMessage(ctx.db, {
    channel: 'email',
    kind: 'supportRequest',
    recipient: ctx.config.supportEmail,
    subject: `Turno: support request from ${name}`,
    body: `From: ${name} <${email}>\nSigned in as: ${ctx.auth?.userName ?? '(not signed in)'}\n\n${message}`,
    metadata: { replyTo: email },
  });
  ctx.dispatcher.kick();
  return { success: true, formErrors: [] };
}

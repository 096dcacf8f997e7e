import { supportRequestInputSchema } from '../../../shared/validation/auth.ts';
import { parseForm } from '../../../shared/validation/form-errors.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { toFormErrors } from '../../core/graphql/form-errors.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { supportRequestMail } from './auth-emails.ts';
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
    ...supportRequestMail(ctx.request.language, {
      name,
      email,
      message,
      signedInAs: ctx.auth?.userName ?? null,
    }),
    metadata: { replyTo: email },
  });
  ctx.dispatcher.kick();
  return { success: true, formErrors: [] };
}

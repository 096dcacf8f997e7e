// The placeholder list and the rendering live in shared/ so the parameters form (its check and its
// live preview) and the server's SMS use the same code.
export { renderTemplate } from '../../../shared/messaging/render-template.ts';
export { SMS_PLACEHOLDERS, type SmsPlaceholder } from '../../../shared/messaging/sms-placeholders.ts';

import nodemailer from 'nodemailer';
import { DeliveryError, type MessageProvider } from './provider.ts';

/** E-mail through SMTP (`SMTP_URL`) with nodemailer. */
export function smtpProvider(smtpUrl: string): MessageProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      try {
        const info = await transport.sendMail({
          from: message.from,
          to: message.to,
          subject: message.subject ?? '',
          text: message.text,
          messageId: `<${message.reference}@turno>`,
        });
        return { providerReference: info.messageId ?? null, statusCode: null };
      } catch (error) {
        // SMTP 5xx is a permanent refusal (unknown mailbox…); anything else may pass later.
        const code = (error as { responseCode?: unknown }).responseCode;
        const permanent = typeof code === 'number' && code >= 500;
        throw new DeliveryError(typeof code === 'number' ? `smtp_${code}` : 'smtp_error', !permanent);
      }
    },
  };
}

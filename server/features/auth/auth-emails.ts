import type { MailLanguage } from '../../core/context/request-language.ts';

/** An e-mail's subject and text, in one language only. */
export interface MailText {
  subject: string;
  body: string;
}

interface Person {
  firstname: string;
  userName: string;
}

const greetingName = (user: Person) => user.firstname || user.userName;

/** The password recovery e-mail: a one-time link valid one hour. */
export function passwordRecoveryMail(language: MailLanguage, user: Person, link: string): MailText {
  const name = greetingName(user);
  return language === 'en'
    ? {
        subject: 'Turno: reset your password',
        body: [
          `Hello ${name},`,
          'to choose a new password open this link (valid for 1 hour):',
          link,
          '',
          'If you did not ask for it, ignore this message.',
        ].join('\n'),
      }
    : {
        subject: 'Turno: reimposta la password',
        body: [
          `Ciao ${name},`,
          'per scegliere una nuova password apri questo link (valido 1 ora):',
          link,
          '',
          'Se non hai chiesto tu il cambio, ignora questo messaggio.',
        ].join('\n'),
      };
}

/** The first access e-mail of a new account: a link to choose the first password, valid 7 days. */
export function firstAccessMail(language: MailLanguage, user: Person, link: string): MailText {
  const name = greetingName(user);
  return language === 'en'
    ? {
        subject: 'Turno: welcome, choose your password',
        body: [
          `Hello ${name},`,
          `your Turno account (user name: ${user.userName}) is ready. Choose your password with this link (valid for 7 days):`,
          link,
        ].join('\n'),
      }
    : {
        subject: 'Turno: benvenuto, scegli la tua password',
        body: [
          `Ciao ${name},`,
          `il tuo account Turno (nome utente: ${user.userName}) è pronto. Scegli la tua password da questo link (valido 7 giorni):`,
          link,
        ].join('\n'),
      };
}

/** A support request from the public form, for the installation's support address. */
export function supportRequestMail(
  language: MailLanguage,
  request: { name: string; email: string; message: string; signedInAs: string | null },
): MailText {
  const en = language === 'en';
  const signedIn = request.signedInAs ?? (en ? '(not signed in)' : '(non connesso)');
  return {
    subject: en
      ? `Turno: support request from ${request.name}`
      : `Turno: richiesta di assistenza da ${request.name}`,
    body: [
      `${en ? 'From' : 'Da'}: ${request.name} <${request.email}>`,
      `${en ? 'Signed in as' : 'Utente connesso'}: ${signedIn}`,
      '',
      request.message,
    ].join('\n'),
  };
}

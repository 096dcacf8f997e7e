import { catalogueCommonIt } from '../../admin-kit/catalogue-i18n.it.ts';
import { setupCommonIt } from '../../admin-kit/setup-i18n.it.ts';
import { acceptanceIt } from '../../features/acceptance/i18n.it.ts';
import { adminListsIt } from '../../features/admin-lists/i18n.it.ts';
import { apiKeysIt } from '../../features/api-keys/i18n.it.ts';
import { staffListsIt } from '../../features/appointments/i18n.it.ts';
import { checkinIt } from '../../features/checkin/i18n.it.ts';
import { displaySetupIt } from '../../features/display-setup/i18n.it.ts';
import { slogansIt } from '../../features/display-setup/slogans-i18n.it.ts';
import { followUpsIt } from '../../features/follow-ups/i18n.it.ts';
import { homeIt } from '../../features/home/i18n.it.ts';
import { activityLogIt } from '../../features/logs/i18n.it.ts';
import { monitorIt } from '../../features/monitor/i18n.it.ts';
import { outboxIt } from '../../features/outbox/i18n.it.ts';
import { parametersIt } from '../../features/parameters/i18n.it.ts';
import { privacyIt } from '../../features/privacy/i18n.it.ts';
import { queueSetupIt } from '../../features/queue-setup/i18n.it.ts';
import { staffAlertsIt } from '../../features/staff-alerts/i18n.it.ts';
import { statisticsExportsIt } from '../../features/statistics/exports-i18n.it.ts';
import { statisticsIt } from '../../features/statistics/i18n.it.ts';
import { appointmentSurveyIt } from '../../features/surveys/appointment-survey-i18n.it.ts';
import { customerSurveyIt } from '../../features/surveys/customer-survey-i18n.it.ts';
import { surveysIt } from '../../features/surveys/i18n.it.ts';
import { testVoiceIt } from '../../features/test-voice/i18n.it.ts';
import { totemIt } from '../../features/totem/i18n.it.ts';
import { trackingIt } from '../../features/tracking/i18n.it.ts';
import { uploadsIt } from '../../features/uploads/i18n.it.ts';
import { usersIt } from '../../features/users/i18n.it.ts';
import { vehicleCatalogueIt } from '../../features/vehicle-catalogue/i18n.it.ts';
import { withdrawalIt } from '../../features/withdrawal/i18n.it.ts';
import { mobileTrackingIt } from '../../features/withdrawal/mobile-tracking-i18n.it.ts';
import { pickupScheduleIt } from '../../features/withdrawal/pickup-schedule-i18n.it.ts';
import { workshopsIt } from '../../features/workshops/i18n.it.ts';
import { calendarIt } from '../../ui/calendar-i18n.it.ts';
import { imageUploadIt } from '../../ui/image-upload-i18n.it.ts';
import { administrationCommonIt } from '../../ui/list-i18n.it.ts';
import { smsLengthIt } from '../../ui/sms-length-i18n.it.ts';
import { connectionIt } from '../connection-i18n.it.ts';
/**
 * Italian catalogue: the default and fallback language (spec §1). One namespace (`translation`),
 * grouped by area at the top level. `en.ts` is typed against this object, so both always have
 * exactly the same keys; `catalogue.test.ts` checks it again at run time.
 */
export const it = {
  common: {
    appName: 'Turno',
    loading: 'Caricamento...',
    skipToContent: 'Vai al contenuto principale',
    language: 'Lingua',
    languageItalian: 'Italiano',
    languageEnglish: 'English',
    signOut: 'Esci',
    openMenu: 'Apri il menu',
    closeMenu: 'Chiudi il menu',
    mainNavigation: 'Navigazione principale',
    backToHome: 'Torna alla home',
    backToSignIn: 'Torna all’accesso',
    signedInAs: 'Utente: {{name}}',
  },
  version: {
    updating: 'È disponibile una nuova versione di Turno: aggiornamento in corso…',
  },
  errors: {
    graphql: 'GraphQL Error (Code: {{status}})',
    network: 'Impossibile contattare il server. Controlla la connessione e riprova.',
    reference: '(riferimento {{reference}})',
  },
  errorBoundary: {
    title: 'Qualcosa è andato storto',
    description:
      'Si è verificato un errore imprevisto in questa schermata. Ricarica la pagina o torna alla home.',
    refreshButton: 'Ricarica la pagina',
    homeButton: 'Torna alla home',
    reference: 'Riferimento per l’assistenza: {{reference}}',
  },
  notFound: {
    title: 'Pagina non trovata',
    description: 'L’indirizzo non corrisponde a nessuna schermata di Turno.',
  },
  forbidden: {
    title: 'Accesso non consentito',
    description: 'I tuoi ruoli non permettono di aprire questa schermata.',
  },
  nav: {
    title: 'Schermate',
    home: 'Home',
    noRoutes: 'Nessuna schermata disponibile per i tuoi ruoli.',
    acceptor: 'Accettatore',
    boxAcceptance: 'Accettazione box',
    checkin: 'Check-in',
    processings: 'Lavorazioni',
    processingDetail: 'Dettaglio lavorazione',
    historical: 'Storico',
    historicalDetail: 'Dettaglio storico',
    agenda: 'Agenda',
    pickupSchedule: 'Agenda ritiri',
    anomalies: 'Anomalie',
    spareParts: 'Attesa ricambi',
    vehiclesInWorkshop: 'Veicoli ancora in officina',
    actions: 'Azioni',
    outbox: 'Messaggi',
    dailyRecap: 'Riepilogo giornaliero',
    statistics: 'Statistiche',
    logs: 'Registro attività',
    uploads: 'Caricamento appuntamenti',
    parameters: 'Parametri',
    boxes: 'Box',
    monitors: 'Monitor',
    totems: 'Totem',
    slogans: 'Slogan',
    sloganDetail: 'Dettaglio slogan',
    exitInterview: 'Exit interview',
    workshopDetail: 'Dettaglio officina',
    users: 'Utenti',
    workshops: 'Officine',
    brands: 'Marche veicoli',
    models: 'Modelli veicoli',
    rejectReasons: 'Motivi di rifiuto',
    smsSenders: 'Mittenti SMS',
    news: 'Novità',
    customerData: 'Dati dei clienti',
    apiKeys: 'Chiavi API',
    testVoice: 'Test voce',
  },
  auth: {
    sessionEnded: 'Sessione terminata. Effettua di nuovo l’accesso.',
    signIn: {
      title: 'Accedi a Turno',
      description: 'Inserisci le credenziali del tuo account di officina.',
      userName: 'Nome utente',
      password: 'Password',
      submit: 'Accedi',
      accountLocked: 'Questo account è bloccato. Riprova più tardi o chiedi a un amministratore.',
      invalidCredentials: 'Nome utente o password non validi',
      forgotPassword: 'Password dimenticata?',
      customerSupport: 'Contatta l’assistenza',
    },
    passwordRecovery: {
      title: 'Recupero password',
      description:
        'Inserisci l’indirizzo e-mail del tuo account: ti invieremo un link per impostare una nuova password.',
      email: 'E-mail',
      submit: 'Invia il link',
      success:
        'Se l’indirizzo appartiene a un account Turno, riceverai a breve un’e-mail con il link per reimpostare la password.',
      error: 'Impossibile inviare l’e-mail di recupero. Riprova più tardi.',
    },
    passwordReset: {
      title: 'Nuova password',
      description: 'Scegli una nuova password per il tuo account.',
      newPassword: 'Nuova password',
      confirmPassword: 'Ripeti la nuova password',
      rulesTitle: 'La password deve avere:',
      submit: 'Salva la password',
      success: 'Password aggiornata. Ora puoi accedere con la nuova password.',
      goToSignIn: 'Vai all’accesso',
      invalidLink: 'Il link non è più valido. Richiedine uno nuovo dalla pagina di recupero password.',
      requestNewLink: 'Richiedi un nuovo link',
      error: 'Impossibile reimpostare la password. Riprova.',
    },
    passwordRules: {
      passwordLength: 'almeno 12 caratteri',
      passwordUpper: 'una lettera maiuscola',
      passwordLower: 'una lettera minuscola',
      passwordDigit: 'una cifra',
      passwordSpecial: 'un carattere speciale',
      met: 'soddisfatto',
      unmet: 'non ancora soddisfatto',
    },
    customerSupport: {
      title: 'Assistenza',
      description: 'Descrivi il problema: il supporto ti risponderà all’indirizzo e-mail indicato.',
      name: 'Nome e cognome',
      email: 'E-mail',
      message: 'Messaggio',
      submit: 'Invia la richiesta',
      success: 'Richiesta inviata. Ti risponderemo al più presto.',
      error: 'Impossibile inviare la richiesta di assistenza. Riprova più tardi.',
    },
  },
  impersonation: {
    banner: 'Stai usando Turno come {{user}}, con l’accesso di {{impersonator}}.',
    stop: 'Torna al mio account',
  },
  home: homeIt,
  acceptance: acceptanceIt,
  connection: connectionIt,
  staffAlerts: staffAlertsIt,
  checkin: checkinIt,
  monitor: monitorIt,
  tracking: trackingIt,
  customerSurvey: customerSurveyIt,
  appointmentSurvey: appointmentSurveyIt,
  totem: totemIt,
  staffLists: staffListsIt,
  followUps: followUpsIt,
  outbox: outboxIt,
  privacy: privacyIt,
  apiKeys: apiKeysIt,
  uploads: uploadsIt,
  withdrawal: withdrawalIt,
  pickupSchedule: pickupScheduleIt,
  testVoice: testVoiceIt,
  workshopSetup: { ...setupCommonIt, ...parametersIt, ...queueSetupIt, ...displaySetupIt },
  mobileTracking: mobileTrackingIt,
  imageUpload: imageUploadIt,
  smsLength: smsLengthIt,
  calendar: calendarIt,
  statistics: statisticsIt,
  activityLog: activityLogIt,
  statisticsExports: statisticsExportsIt,
  catalogue: { ...catalogueCommonIt, ...slogansIt, ...surveysIt, ...vehicleCatalogueIt, ...adminListsIt },
  administration: { ...administrationCommonIt, ...usersIt, ...workshopsIt },
  placeholder: {
    notAvailable: 'Questa schermata non è ancora disponibile: non fa parte di questa versione di Turno.',
    pages: {
      tracking: 'Segui il tuo veicolo',
      mobileTracking: 'Segui il tuo veicolo dal telefono',
      withdraw: 'Ritiro del veicolo',
      withdrawAppointment: 'Prenota il ritiro',
      paymentInfo: 'Informazioni di pagamento',
      withdrawModify: 'Modifica il ritiro',
      monitor: 'Monitor sala d’attesa',
      totem: 'Totem',
    },
  },
  validation: {
    required: 'Campo obbligatorio',
    minLength: 'Troppo corto',
    maxLength: 'Troppo lungo',
    passwordLength: 'Almeno 12 caratteri',
    passwordUpper: 'Almeno una lettera maiuscola',
    passwordLower: 'Almeno una lettera minuscola',
    passwordDigit: 'Almeno una cifra',
    passwordSpecial: 'Almeno un carattere speciale',
    passwordsMismatch: 'Le due password non coincidono',
    usernameLength: 'Almeno 3 caratteri',
    email: 'Indirizzo e-mail non valido',
    mobile: 'Il numero di cellulare ha 9 o 10 cifre',
    totemMobile: 'Formato +39- seguito da 9 o 10 cifre',
    licensePlate: 'La targa ha da 5 a 10 caratteri',
    number: 'Deve essere un numero',
    invalid: 'Valore non valido',
    range: 'Fuori dall’intervallo consentito',
    color: 'Un colore come #1f6feb',
    timeZone: 'Fuso orario sconosciuto',
    unknownPlaceholder: 'Segnaposto sconosciuto nel testo',
    atLeastOne: 'Sceglierne almeno uno',
    duplicate: 'Già in uso',
    maxQuestions: 'Raggiunto il massimo di 10 domande',
    notAssignable: 'Questo ruolo non può essere assegnato',
    notDeviceAccount: 'Scegli un account di dispositivo che nessun’altra officina usa',
    imageType: 'Scegli un’immagine PNG, JPEG, WebP o SVG',
    imageSize: 'L’immagine supera i 512 KB',
    imageMalformed: 'L’immagine SVG è danneggiata e non si può leggere',
    plateAlreadyLive: 'Questo veicolo ha già una visita in corso in questa officina',
    unknownQuestion: 'Non è una domanda di questo questionario',
  },
};

/** The shape every catalogue must have: the same keys, any text. */
export type Catalogue = DeepStrings<typeof it>;

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

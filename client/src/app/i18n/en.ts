import { VALIDATION_MESSAGES } from '../../../../shared/validation/messages.ts';
import { catalogueCommonEn } from '../../admin-kit/catalogue-i18n.en.ts';
import { setupCommonEn } from '../../admin-kit/setup-i18n.en.ts';
import { acceptanceEn } from '../../features/acceptance/i18n.en.ts';
import { adminListsEn } from '../../features/admin-lists/i18n.en.ts';
import { apiKeysEn } from '../../features/api-keys/i18n.en.ts';
import { staffListsEn } from '../../features/appointments/i18n.en.ts';
import { checkinEn } from '../../features/checkin/i18n.en.ts';
import { displaySetupEn } from '../../features/display-setup/i18n.en.ts';
import { slogansEn } from '../../features/display-setup/slogans-i18n.en.ts';
import { followUpsEn } from '../../features/follow-ups/i18n.en.ts';
import { homeEn } from '../../features/home/i18n.en.ts';
import { activityLogEn } from '../../features/logs/i18n.en.ts';
import { monitorEn } from '../../features/monitor/i18n.en.ts';
import { outboxEn } from '../../features/outbox/i18n.en.ts';
import { parametersEn } from '../../features/parameters/i18n.en.ts';
import { privacyEn } from '../../features/privacy/i18n.en.ts';
import { queueSetupEn } from '../../features/queue-setup/i18n.en.ts';
import { staffAlertsEn } from '../../features/staff-alerts/i18n.en.ts';
import { statisticsExportsEn } from '../../features/statistics/exports-i18n.en.ts';
import { statisticsEn } from '../../features/statistics/i18n.en.ts';
import { appointmentSurveyEn } from '../../features/surveys/appointment-survey-i18n.en.ts';
import { customerSurveyEn } from '../../features/surveys/customer-survey-i18n.en.ts';
import { surveysEn } from '../../features/surveys/i18n.en.ts';
import { testVoiceEn } from '../../features/test-voice/i18n.en.ts';
import { totemEn } from '../../features/totem/i18n.en.ts';
import { trackingEn } from '../../features/tracking/i18n.en.ts';
import { uploadsEn } from '../../features/uploads/i18n.en.ts';
import { usersEn } from '../../features/users/i18n.en.ts';
import { vehicleCatalogueEn } from '../../features/vehicle-catalogue/i18n.en.ts';
import { withdrawalEn } from '../../features/withdrawal/i18n.en.ts';
import { mobileTrackingEn } from '../../features/withdrawal/mobile-tracking-i18n.en.ts';
import { pickupScheduleEn } from '../../features/withdrawal/pickup-schedule-i18n.en.ts';
import { workshopsEn } from '../../features/workshops/i18n.en.ts';
import { calendarEn } from '../../ui/calendar-i18n.en.ts';
import { imageUploadEn } from '../../ui/image-upload-i18n.en.ts';
import { administrationCommonEn } from '../../ui/list-i18n.en.ts';
import { smsLengthEn } from '../../ui/sms-length-i18n.en.ts';
import { connectionEn } from '../connection-i18n.en.ts';
import type { Catalogue } from './it.ts';

/** English catalogue; typed as `Catalogue`, so a missing or extra key fails the typecheck. */
export const en: Catalogue = {
  common: {
    appName: 'Turno',
    loading: 'Loading...',
    skipToContent: 'Skip to main content',
    language: 'Language',
    languageItalian: 'Italiano',
    languageEnglish: 'English',
    signOut: 'Sign out',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainNavigation: 'Main navigation',
    backToHome: 'Back to home',
    backToSignIn: 'Back to sign in',
    signedInAs: 'User: {{name}}',
  },
  version: {
    updating: 'A new version of Turno is available: updating…',
  },
  errors: {
    graphql: 'GraphQL Error (Code: {{status}})',
    network: 'Cannot reach the server. Check the connection and try again.',
    reference: '(reference {{reference}})',
  },
  errorBoundary: {
    title: 'Something went wrong',
    description: 'An unexpected error occurred on this screen. Refresh the page or go back to the home page.',
    refreshButton: 'Refresh the page',
    homeButton: 'Back to home',
    reference: 'Reference for support: {{reference}}',
  },
  notFound: {
    title: 'Page not found',
    description: 'This address does not match any Turno screen.',
  },
  forbidden: {
    title: 'Not allowed',
    description: 'Your roles do not allow you to open this screen.',
  },
  nav: {
    title: 'Screens',
    home: 'Home',
    noRoutes: 'No screens available for your roles.',
    acceptor: 'Acceptor',
    boxAcceptance: 'Box acceptance',
    checkin: 'Check-in',
    processings: 'Processings',
    processingDetail: 'Processing details',
    historical: 'History',
    historicalDetail: 'History details',
    agenda: 'Agenda',
    pickupSchedule: 'Pickup schedule',
    anomalies: 'Anomalies',
    spareParts: 'Waiting for spare parts',
    vehiclesInWorkshop: 'Vehicles still in the workshop',
    actions: 'Actions',
    outbox: 'Messages',
    dailyRecap: 'Daily recap',
    statistics: 'Statistics',
    logs: 'Activity log',
    uploads: 'Appointment upload',
    parameters: 'Parameters',
    boxes: 'Boxes',
    monitors: 'Monitors',
    totems: 'Totems',
    slogans: 'Slogans',
    sloganDetail: 'Slogan details',
    exitInterview: 'Exit interview',
    workshopDetail: 'Workshop details',
    users: 'Users',
    workshops: 'Workshops',
    brands: 'Vehicle brands',
    models: 'Vehicle models',
    rejectReasons: 'Reject reasons',
    smsSenders: 'SMS senders',
    news: 'News',
    customerData: 'Customers’ data',
    apiKeys: 'API keys',
    testVoice: 'Voice test',
  },
  auth: {
    sessionEnded: 'Session ended. Please log in again.',
    signIn: {
      title: 'Sign in to Turno',
      description: 'Enter the credentials of your workshop account.',
      userName: 'Username',
      password: 'Password',
      submit: 'Sign in',
      accountLocked: 'This account is locked. Try again later or ask an administrator.',
      invalidCredentials: 'Invalid username or password',
      forgotPassword: 'Forgot your password?',
      customerSupport: 'Contact support',
    },
    passwordRecovery: {
      title: 'Password recovery',
      description: 'Enter the e-mail address of your account: we will send you a link to set a new password.',
      email: 'E-mail',
      submit: 'Send the link',
      success:
        'If the address belongs to a Turno account, you will shortly receive an e-mail with a link to reset the password.',
      error: 'The recovery e-mail could not be sent. Please try again later.',
    },
    passwordReset: {
      title: 'New password',
      description: 'Choose a new password for your account.',
      newPassword: 'New password',
      confirmPassword: 'Repeat the new password',
      rulesTitle: 'The password needs:',
      submit: 'Save the password',
      success: 'Password updated. You can now sign in with the new password.',
      goToSignIn: 'Go to sign in',
      invalidLink: 'This link is no longer valid. Ask for a new one from the password recovery page.',
      requestNewLink: 'Ask for a new link',
      error: 'The password could not be reset. Please try again.',
    },
    passwordRules: {
      passwordLength: 'at least 12 characters',
      passwordUpper: 'an upper-case letter',
      passwordLower: 'a lower-case letter',
      passwordDigit: 'a digit',
      passwordSpecial: 'a special character',
      met: 'met',
      unmet: 'not met yet',
    },
    customerSupport: {
      title: 'Customer support',
      description: 'Describe the problem: support will answer at the e-mail address you give.',
      name: 'Full name',
      email: 'E-mail',
      message: 'Message',
      submit: 'Send the request',
      success: 'Request sent. We will answer as soon as possible.',
      error: 'The support request could not be sent. Please try again later.',
    },
  },
  impersonation: {
    banner: 'You are signed in as {{user}} by {{impersonator}}.',
    stop: 'Return to my account',
  },
  home: homeEn,
  acceptance: acceptanceEn,
  connection: connectionEn,
  staffAlerts: staffAlertsEn,
  checkin: checkinEn,
  monitor: monitorEn,
  tracking: trackingEn,
  customerSurvey: customerSurveyEn,
  appointmentSurvey: appointmentSurveyEn,
  totem: totemEn,
  staffLists: staffListsEn,
  followUps: followUpsEn,
  outbox: outboxEn,
  privacy: privacyEn,
  apiKeys: apiKeysEn,
  uploads: uploadsEn,
  withdrawal: withdrawalEn,
  pickupSchedule: pickupScheduleEn,
  testVoice: testVoiceEn,
  workshopSetup: { ...setupCommonEn, ...parametersEn, ...queueSetupEn, ...displaySetupEn },
  mobileTracking: mobileTrackingEn,
  imageUpload: imageUploadEn,
  smsLength: smsLengthEn,
  calendar: calendarEn,
  statistics: statisticsEn,
  activityLog: activityLogEn,
  statisticsExports: statisticsExportsEn,
  catalogue: { ...catalogueCommonEn, ...slogansEn, ...surveysEn, ...vehicleCatalogueEn, ...adminListsEn },
  administration: { ...administrationCommonEn, ...usersEn, ...workshopsEn },
  placeholder: {
    notAvailable: 'This screen is not available yet: it is not part of this version of Turno.',
    pages: {
      tracking: 'Follow your vehicle',
      mobileTracking: 'Follow your vehicle from your phone',
      withdraw: 'Vehicle pickup',
      withdrawAppointment: 'Book your pickup',
      paymentInfo: 'Payment information',
      withdrawModify: 'Change your pickup',
      monitor: 'Waiting-room monitor',
      totem: 'Totem',
    },
  },
  // The server's own English texts for the shared validation codes: one source for both.
  validation: VALIDATION_MESSAGES,
};

import { catalogueCommonEn } from '../../admin-kit/catalogue-i18n.en.ts';
import { setupCommonEn } from '../../admin-kit/setup-i18n.en.ts';
import { acceptanceEn } from '../../features/acceptance/i18n.en.ts';
import { adminListsEn } from '../../features/admin-lists/i18n.en.ts';
import { apiKeysEn } from '../../features/api-keys/i18n.en.ts';
import { staffListsEn } from '../../features/appointments/i18n.en.ts';
import { bayBoardEn } from '../../features/bay-board/i18n.en.ts';
import { calendarFeedEn } from '../../features/calendar-feed/i18n.en.ts';
import { checkinEn } from '../../features/checkin/i18n.en.ts';
import { displaySetupEn } from '../../features/display-setup/i18n.en.ts';
import { slogansEn } from '../../features/display-setup/slogans-i18n.en.ts';
import { followUpsEn } from '../../features/follow-ups/i18n.en.ts';
import { homeEn } from '../../features/home/i18n.en.ts';
import { activityLogEn } from '../../features/logs/i18n.en.ts';
import { outboxEn } from '../../features/outbox/i18n.en.ts';
import { parametersEn } from '../../features/parameters/i18n.en.ts';
import { privacyEn } from '../../features/privacy/i18n.en.ts';
import { queueSetupEn } from '../../features/queue-setup/i18n.en.ts';
import { screensEn } from '../../features/screens/i18n.en.ts';
import { staffAlertsEn } from '../../features/staff-alerts/i18n.en.ts';
import { statisticsExportsEn } from '../../features/statistics/exports-i18n.en.ts';
import { statisticsEn } from '../../features/statistics/i18n.en.ts';
import { appointmentSurveyEn } from '../../features/surveys/appointment-survey-i18n.en.ts';
import { surveysEn } from '../../features/surveys/i18n.en.ts';
import { testVoiceEn } from '../../features/test-voice/i18n.en.ts';
import { uploadsEn } from '../../features/uploads/i18n.en.ts';
import { usersEn } from '../../features/users/i18n.en.ts';
import { vehicleCatalogueEn } from '../../features/vehicle-catalogue/i18n.en.ts';
import { webhooksEn } from '../../features/webhooks/i18n.en.ts';
import { pickupScheduleEn } from '../../features/withdrawal/pickup-schedule-i18n.en.ts';
import { workshopsEn } from '../../features/workshops/i18n.en.ts';
import { calendarEn } from '../../ui/calendar-i18n.en.ts';
import { imageUploadEn } from '../../ui/image-upload-i18n.en.ts';
import { administrationCommonEn } from '../../ui/list-i18n.en.ts';
import { smsLengthEn } from '../../ui/sms-length-i18n.en.ts';
import type { DeepStrings } from './catalogue-shape.ts';
import type { staffIt } from './staff-it.ts';

/** English of `staff-it.ts`. */
export const staffEn: DeepStrings<typeof staffIt> = {
  home: homeEn,
  acceptance: acceptanceEn,
  staffAlerts: staffAlertsEn,
  checkin: checkinEn,
  appointmentSurvey: appointmentSurveyEn,
  staffLists: staffListsEn,
  followUps: followUpsEn,
  outbox: outboxEn,
  privacy: privacyEn,
  apiKeys: apiKeysEn,
  webhooks: webhooksEn,
  calendarFeed: calendarFeedEn,
  screens: screensEn,
  bayBoard: bayBoardEn,
  uploads: uploadsEn,
  pickupSchedule: pickupScheduleEn,
  testVoice: testVoiceEn,
  workshopSetup: { ...setupCommonEn, ...parametersEn, ...queueSetupEn, ...displaySetupEn },
  imageUpload: imageUploadEn,
  smsLength: smsLengthEn,
  statistics: statisticsEn,
  activityLog: activityLogEn,
  statisticsExports: statisticsExportsEn,
  catalogue: { ...catalogueCommonEn, ...slogansEn, ...surveysEn, ...vehicleCatalogueEn, ...adminListsEn },
  administration: { ...administrationCommonEn, ...usersEn, ...workshopsEn },
  calendar: calendarEn,
};

import { catalogueCommonIt } from '../../admin-kit/catalogue-i18n.it.ts';
import { setupCommonIt } from '../../admin-kit/setup-i18n.it.ts';
import { acceptanceIt } from '../../features/acceptance/i18n.it.ts';
import { adminListsIt } from '../../features/admin-lists/i18n.it.ts';
import { apiKeysIt } from '../../features/api-keys/i18n.it.ts';
import { staffListsIt } from '../../features/appointments/i18n.it.ts';
import { bayBoardIt } from '../../features/bay-board/i18n.it.ts';
import { calendarFeedIt } from '../../features/calendar-feed/i18n.it.ts';
import { checkinIt } from '../../features/checkin/i18n.it.ts';
import { displaySetupIt } from '../../features/display-setup/i18n.it.ts';
import { slogansIt } from '../../features/display-setup/slogans-i18n.it.ts';
import { followUpsIt } from '../../features/follow-ups/i18n.it.ts';
import { homeIt } from '../../features/home/i18n.it.ts';
import { activityLogIt } from '../../features/logs/i18n.it.ts';
import { outboxIt } from '../../features/outbox/i18n.it.ts';
import { parametersIt } from '../../features/parameters/i18n.it.ts';
import { privacyIt } from '../../features/privacy/i18n.it.ts';
import { queueSetupIt } from '../../features/queue-setup/i18n.it.ts';
import { screensIt } from '../../features/screens/i18n.it.ts';
import { staffAlertsIt } from '../../features/staff-alerts/i18n.it.ts';
import { statisticsExportsIt } from '../../features/statistics/exports-i18n.it.ts';
import { statisticsIt } from '../../features/statistics/i18n.it.ts';
import { appointmentSurveyIt } from '../../features/surveys/appointment-survey-i18n.it.ts';
import { surveysIt } from '../../features/surveys/i18n.it.ts';
import { testVoiceIt } from '../../features/test-voice/i18n.it.ts';
import { uploadsIt } from '../../features/uploads/i18n.it.ts';
import { usersIt } from '../../features/users/i18n.it.ts';
import { vehicleCatalogueIt } from '../../features/vehicle-catalogue/i18n.it.ts';
import { webhooksIt } from '../../features/webhooks/i18n.it.ts';
import { pickupScheduleIt } from '../../features/withdrawal/pickup-schedule-i18n.it.ts';
import { workshopsIt } from '../../features/workshops/i18n.it.ts';
import { calendarIt } from '../../ui/calendar-i18n.it.ts';
import { imageUploadIt } from '../../ui/image-upload-i18n.it.ts';
import { administrationCommonIt } from '../../ui/list-i18n.it.ts';
import { smsLengthIt } from '../../ui/sms-length-i18n.it.ts';

/** The staff areas' Italian texts, loaded with the staff layout (setup.ts `loadStaffCatalogue`). */
export const staffIt = {
  home: homeIt,
  acceptance: acceptanceIt,
  staffAlerts: staffAlertsIt,
  checkin: checkinIt,
  appointmentSurvey: appointmentSurveyIt,
  staffLists: staffListsIt,
  followUps: followUpsIt,
  outbox: outboxIt,
  privacy: privacyIt,
  apiKeys: apiKeysIt,
  webhooks: webhooksIt,
  calendarFeed: calendarFeedIt,
  screens: screensIt,
  bayBoard: bayBoardIt,
  uploads: uploadsIt,
  pickupSchedule: pickupScheduleIt,
  testVoice: testVoiceIt,
  workshopSetup: { ...setupCommonIt, ...parametersIt, ...queueSetupIt, ...displaySetupIt },
  imageUpload: imageUploadIt,
  smsLength: smsLengthIt,
  statistics: statisticsIt,
  activityLog: activityLogIt,
  statisticsExports: statisticsExportsIt,
  catalogue: { ...catalogueCommonIt, ...slogansIt, ...surveysIt, ...vehicleCatalogueIt, ...adminListsIt },
  administration: { ...administrationCommonIt, ...usersIt, ...workshopsIt },
  calendar: calendarIt,
};

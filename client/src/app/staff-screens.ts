import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from './lazy-screen.ts';

/**
 * The real screen of each staff route, by its `key` in `shared/auth/routes.ts`. A route without an entry
 * shows the "not available yet" placeholder. A feature registers its screen
 * here, e.g. `checkin: lazyScreen(() => import('../features/checkin/checkin-screen.tsx').then((m) => m.CheckinScreen))`.
 */
export const STAFF_SCREENS: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  dailyRecap: lazyScreen(() =>
    import('../features/statistics/daily-recap-screen.tsx').then((m) => m.DailyRecapScreen),
  ),
  statistics: lazyScreen(() =>
    import('../features/statistics/statistics-screen.tsx').then((m) => m.StatisticsScreen),
  ),
  logs: lazyScreen(() => import('../features/logs/logs-screen.tsx').then((m) => m.LogsScreen)),
  boxAcceptance: lazyScreen(() =>
    import('../features/acceptance/box-acceptance-screen.tsx').then((m) => m.BoxAcceptanceScreen),
  ),
  checkin: lazyScreen(() => import('../features/checkin/checkin-screen.tsx').then((m) => m.CheckinScreen)),
  acceptor: lazyScreen(() =>
    import('../features/acceptance/box-acceptance-screen.tsx').then((m) => m.AcceptorScreen),
  ),
  processings: lazyScreen(() =>
    import('../features/appointments/processings-screen.tsx').then((m) => m.ProcessingsScreen),
  ),
  bayBoard: lazyScreen(() =>
    import('../features/bay-board/bay-board-screen.tsx').then((m) => m.BayBoardScreen),
  ),
  processingDetail: lazyScreen(() =>
    import('../features/appointments/processing-detail-screen.tsx').then((m) => m.ProcessingDetailScreen),
  ),
  historical: lazyScreen(() =>
    import('../features/appointments/historical-screen.tsx').then((m) => m.HistoricalScreen),
  ),
  historicalDetail: lazyScreen(() =>
    import('../features/appointments/processing-detail-screen.tsx').then((m) => m.HistoricalDetailScreen),
  ),
  agenda: lazyScreen(() => import('../features/appointments/agenda-screen.tsx').then((m) => m.AgendaScreen)),
  anomalies: lazyScreen(() =>
    import('../features/appointments/workshop-lists.tsx').then((m) => m.AnomaliesScreen),
  ),
  spareParts: lazyScreen(() =>
    import('../features/appointments/workshop-lists.tsx').then((m) => m.SparePartsScreen),
  ),
  vehiclesInWorkshop: lazyScreen(() =>
    import('../features/appointments/workshop-lists.tsx').then((m) => m.VehiclesInWorkshopScreen),
  ),
  actions: lazyScreen(() =>
    import('../features/follow-ups/follow-ups-screen.tsx').then((m) => m.FollowUpsScreen),
  ),
  outbox: lazyScreen(() => import('../features/outbox/outbox-screen.tsx').then((m) => m.OutboxScreen)),
  uploads: lazyScreen(() => import('../features/uploads/uploads-screen.tsx').then((m) => m.UploadsScreen)),
  customerData: lazyScreen(() =>
    import('../features/privacy/customer-data-screen.tsx').then((m) => m.CustomerDataScreen),
  ),
  apiKeys: lazyScreen(() => import('../features/api-keys/api-keys-screen.tsx').then((m) => m.ApiKeysScreen)),
  webhooks: lazyScreen(() =>
    import('../features/webhooks/webhooks-screen.tsx').then((m) => m.WebhooksScreen),
  ),
  calendarFeed: lazyScreen(() =>
    import('../features/calendar-feed/calendar-feed-screen.tsx').then((m) => m.CalendarFeedScreen),
  ),
  users: lazyScreen(() => import('../features/users/users-screen.tsx').then((m) => m.UsersScreen)),
  workshops: lazyScreen(() =>
    import('../features/workshops/workshops-screen.tsx').then((m) => m.WorkshopsScreen),
  ),
  workshopDetail: lazyScreen(() =>
    import('../features/workshops/workshop-detail-screen.tsx').then((m) => m.WorkshopDetailScreen),
  ),
  slogans: lazyScreen(() =>
    import('../features/display-setup/slogans-screen.tsx').then((m) => m.SlogansScreen),
  ),
  sloganDetail: lazyScreen(() =>
    import('../features/display-setup/slogan-editor-screen.tsx').then((m) => m.SloganEditorScreen),
  ),
  exitInterview: lazyScreen(() =>
    import('../features/surveys/survey-editor-screen.tsx').then((m) => m.SurveyEditorScreen),
  ),
  parameters: lazyScreen(() =>
    import('../features/parameters/parameters-screen.tsx').then((m) => m.ParametersScreen),
  ),
  boxes: lazyScreen(() => import('../features/queue-setup/boxes-screen.tsx').then((m) => m.BoxesScreen)),
  monitors: lazyScreen(() =>
    import('../features/display-setup/monitors-screen.tsx').then((m) => m.MonitorsScreen),
  ),
  totems: lazyScreen(() => import('../features/display-setup/totems-screen.tsx').then((m) => m.TotemsScreen)),
  screens: lazyScreen(() => import('../features/screens/screens-screen.tsx').then((m) => m.ScreensScreen)),
  brands: lazyScreen(() =>
    import('../features/vehicle-catalogue/brands-screen.tsx').then((m) => m.BrandsScreen),
  ),
  models: lazyScreen(() =>
    import('../features/vehicle-catalogue/models-screen.tsx').then((m) => m.ModelsScreen),
  ),
  rejectReasons: lazyScreen(() =>
    import('../features/admin-lists/named-list-screen.tsx').then((m) => m.RejectReasonsScreen),
  ),
  smsSenders: lazyScreen(() =>
    import('../features/admin-lists/named-list-screen.tsx').then((m) => m.SmsSendersScreen),
  ),
  news: lazyScreen(() => import('../features/admin-lists/news-screen.tsx').then((m) => m.NewsScreen)),
  pickupSchedule: lazyScreen(() =>
    import('../features/withdrawal/pickup-schedule-screen.tsx').then((m) => m.PickupScheduleScreen),
  ),
  testVoice: lazyScreen(() =>
    import('../features/test-voice/test-voice-screen.tsx').then((m) => m.TestVoiceScreen),
  ),
};

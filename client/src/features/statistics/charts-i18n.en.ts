import type { statisticsChartsIt } from './charts-i18n.it.ts';

export const statisticsChartsEn: typeof statisticsChartsIt = {
  charts: {
    showTable: 'Show the data as a table',
    loadError: 'The charts could not be read.',
    byHour: 'Arrivals by hour of day',
    byHourSummary: 'Chart of arrivals by hour: {{list}}. The figures are also in the table under the chart.',
    hour: 'Hour',
    day: 'Day',
    status: 'Timing',
    count: 'Count',
    share: 'Share (%)',
    waitsOverTime: 'Waits over time',
    waitsSummary:
      'Chart of waits by day: {{days}} days with waits, the highest average on {{day}} with {{minutes}} minutes. The figures are also in the table under the chart.',
    waitsSummaryNone: 'Chart of waits by day: no waits in the period.',
    timing: 'Appointment timing',
    timingSummary:
      'Chart of appointment timing: {{list}}. The figures are also in the table under the chart.',
    timingStatus: { EARLY: 'Early', ON_TIME: 'On time', LATE: 'Late', NO_SHOW: 'No-show' },
    byAcceptor: 'Calls by acceptor',
    byAcceptorSummary: 'Chart of calls by acceptor: {{list}}. The figures are also in the By acceptor table.',
  },
  kpis: {
    title: 'Right now',
    waitingNow: 'Waiting',
    inBoxNow: 'In the boxes',
    inWorkshopNow: 'Vehicles in the workshop',
    longestWaitMinutes: 'Longest wait (min)',
    bookedToday: 'Today’s appointments',
    expectedToday: 'Still expected today',
  },
  surveys: {
    title: 'Exit interviews',
    answered: 'Surveys answered',
    skipped: 'Surveys declined',
    none: 'No answers in the period.',
    counts: '{{answered}} answers, {{skipped}} without an answer',
    average: 'average {{average}}',
    answer: 'Answer',
    answersOf: 'Answers to: {{question}}',
    chartSummary:
      'Chart of the answers to “{{question}}”: {{list}}. The figures are also in the table beside it.',
    values: { yes: 'Yes', no: 'No' },
  },
};

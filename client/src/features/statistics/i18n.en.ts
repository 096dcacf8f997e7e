import type { statisticsIt } from './i18n.it.ts';

export const statisticsEn: typeof statisticsIt = {
  recap: {
    intro: 'Today, updated with every event in the workshop.',
    updating: 'Updating…',
    loadError: 'Today’s figures could not be read.',
    retry: 'Try again',
    perQueue: 'By queue',
    perAcceptor: 'By acceptor',
    noQueue: 'No arrivals today.',
    noAcceptor: 'Nobody called today.',
  },
  figures: {
    appointmentsCheckins: 'Booked arrivals',
    appointmentsRandom: 'Walk-in arrivals',
    appointmentsNoShow: 'Missed appointments',
    averageWaitingMinutes: 'Average wait (min)',
    averageAcceptanceMinutes: 'Average acceptance (min)',
    globalWaitingMinutes: 'Average stay (min)',
    checkedOutVehicles: 'Vehicles out',
    proactiveInfoPercentage: 'Proactive information (%)',
    exitInterviewPercentage: 'Surveys answered (%)',
    early: 'Early',
    onTime: 'On time',
    late: 'Late',
  },
  columns: {
    queue: 'Queue',
    acceptor: 'Acceptor',
    checkins: 'Arrivals',
    served: 'Called',
    averageWaitingMinutes: 'Average wait (min)',
    averageJobMinutes: 'Average job (min)',
  },
  none: '—',
  errors: {
    day: 'Not a valid date',
    rangeOrder: 'The end date is before the start date',
    rangeTooLong: 'The period is longer than three years',
  },
};

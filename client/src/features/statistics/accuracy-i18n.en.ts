import type { statisticsAccuracyIt } from './accuracy-i18n.it.ts';

export const statisticsAccuracyEn: typeof statisticsAccuracyIt = {
  accuracy: {
    title: 'Estimate accuracy, last 7 days',
    intro:
      'For each queue, how far the wait told on arrival was from the real one. From {{from}} to {{to}}, updated with every call.',
    caption: 'Accuracy of the estimated waits by queue',
    queue: 'Queue',
    meanAbsoluteError: 'Mean error (min)',
    within5: 'Within ±5 min (%)',
    customers: 'Customers',
    bias: 'Average difference (min)',
    biasHelp:
      'Average difference: negative when customers waited longer than they were told, positive when less.',
    empty: 'Nobody with an estimated wait on arrival was called in the last 7 days.',
    loadError: 'The accuracy of the estimates could not be read.',
  },
};

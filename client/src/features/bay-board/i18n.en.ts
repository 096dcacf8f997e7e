import type { bayBoardIt } from './i18n.it.ts';

export const bayBoardEn: typeof bayBoardIt = {
  title: 'Bay board',
  hint: 'Every box with its customer, the stage and how long it has lasted. A job running past its expected duration (from the queue’s recent history) is flagged.',
  caption: 'The workshop’s boxes, with customer, stage and time',
  empty: 'The workshop has no boxes yet. They are made in Boxes.',
  free: 'Free',
  unavailable: 'Not available',
  columns: {
    box: 'Box',
    customer: 'Customer',
    stage: 'Stage',
    clock: 'For',
    expected: 'Expected end',
    flag: 'Status',
  },
  stage: {
    ACCEPTANCE: 'Being taken in',
    JOB_RUNNING: 'Job running',
    PICKUP: 'Handing over',
  },
  basisHistory_one: '{{count}} min, from the queue’s recent jobs',
  basisHistory_other: '{{count}} min, from the queue’s recent jobs',
  basisConfigured_one: '{{count}} min, the set duration',
  basisConfigured_other: '{{count}} min, the set duration',
  onTime: 'On time',
  late_one: 'Late by {{count}} min',
  late_other: 'Late by {{count}} min',
  told: 'Customer told at',
  lateCount_one: '{{count}} job running late',
  lateCount_other: '{{count}} jobs running late',
};

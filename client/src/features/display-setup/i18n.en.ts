import type { displaySetupIt } from './i18n.it.ts';

export const displaySetupEn: typeof displaySetupIt = {
  displays: {
    monitorsIntro: 'The waiting-room monitors and the queue groups they show.',
    totemsIntro: 'The welcome totems and the queues they offer.',
    newMonitor: 'New monitor',
    editMonitor: 'Edit monitor',
    noMonitors: 'No monitors yet.',
    newTotem: 'New totem',
    editTotem: 'Edit totem',
    noTotems: 'No totems yet.',
    name: 'Name',
    user: 'Device account',
    noUser: 'None',
    queueGroups: 'Queue groups shown',
    queues: 'Queues offered',
    addGroup: 'Add group',
    addQueue: 'Add queue',
    group: 'Group',
    queue: 'Queue',
    position: 'Position',
    message: 'Message',
    activity: 'Activity',
    noAccounts: 'No free device account: ask an administrator to create one.',
  },
};

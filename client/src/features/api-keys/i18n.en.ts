import type { apiKeysIt } from './i18n.it.ts';

/** English texts of the API keys screen (/Chiavi-API). */
export const apiKeysEn: typeof apiKeysIt = {
  title: 'API keys',
  intro:
    'The keys dealer systems use to read and write a workshop’s data. Each key does only what its permissions allow.',
  docs: 'How to use them: docs/integrations.md.',
  workshopID: 'The workshop’s identifier to use in requests (workshopID):',
  listTitle: 'The workshop’s keys',
  empty: 'No keys for this workshop.',
  new: 'New key',
  name: 'Name',
  nameHint: 'For example the dealer system’s name (at most 80 characters).',
  scopesLabel: 'Permissions',
  scopes: {
    appointmentsRead: 'Read appointments',
    appointmentsWrite: 'Create and change appointments',
    statisticsRead: 'Read statistics',
  },
  columns: {
    name: 'Name',
    prefix: 'Prefix',
    scopes: 'Permissions',
    created: 'Created',
    lastUsed: 'Last used',
    state: 'State',
  },
  never: 'Never',
  active: 'Active',
  revokedOn: 'Revoked on {{date}}',
  create: 'Create the key',
  cancel: 'Cancel',
  createError: 'The key could not be created. Try again.',
  createdTitle: 'Key created',
  secretWarning: 'Copy the key now: you will not see it again. If you lose it, revoke it and create another.',
  secretLabel: 'API key',
  copy: 'Copy',
  copied: 'Key copied.',
  copyError: 'Copying failed: select the text and copy it by hand.',
  done: 'I have copied the key',
  revoke: 'Revoke',
  revokeLabel: 'Revoke the key {{name}}',
  revokeTitle: 'Revoke the key?',
  revokeMessage:
    'The key “{{name}}” stops working at once and cannot be brought back. Systems using it will get an error.',
  revoked: 'Key revoked.',
  revokeError: 'The key could not be revoked. Try again.',
};

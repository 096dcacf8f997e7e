import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../../../shared/appointments/appointment-events.ts';
import { APPOINTMENT_STATUSES } from '../../../../shared/appointments/appointment-status.ts';
import { acceptanceIt } from './i18n.it.ts';

describe('acceptance texts', () => {
  it('name every event type and every status', () => {
    for (const event of EVENT_TYPES) expect(acceptanceIt.events, event).toHaveProperty(event);
    for (const status of APPOINTMENT_STATUSES)
      expect(acceptanceIt.status, status.name).toHaveProperty(status.name);
  });
});

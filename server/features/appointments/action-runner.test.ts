import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES } from '../../../shared/appointments/appointment-status.ts';
import { APPOINTMENT_ACTIONS, canTransition } from '../../../shared/appointments/transitions.ts';
import type { AppointmentRow } from '../../core/graphql/models.ts';
import { assertTransition } from './action-runner.ts';

describe('the server refuses what the table refuses', () => {
  for (const action of APPOINTMENT_ACTIONS) {
    for (const { code, name } of APPOINTMENT_STATUSES) {
      const allowed = canTransition(action, code);
      it(`${allowed ? 'accepts' : 'refuses with TRANSITION_NOT_ALLOWED'} ${action} from ${name}`, () => {
        const row = { statusCode: code } as AppointmentRow;
        if (allowed) {
          expect(() => assertTransition(action, row)).not.toThrow();
        } else {
          expect(() => assertTransition(action, row)).toThrow(
            expect.objectContaining({
              extensions: expect.objectContaining({ code: 'TRANSITION_NOT_ALLOWED' }),
            }),
          );
        }
      });
    }
  }
});

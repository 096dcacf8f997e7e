import { describe, expect, it } from 'vitest';
import { setupRefusal } from './setup-refusal.ts';

const error = (extensions: Record<string, unknown>) => ({ graphQLErrors: [{ extensions }] }) as never;

describe('setupRefusal', () => {
  it('names the in-use reasons the screens explain, with their count', () => {
    expect(setupRefusal(error({ code: 'CONFLICT', reason: 'QUEUE_HAS_WAITING', count: 2 }))).toEqual({
      reason: 'QUEUE_HAS_WAITING',
      count: 2,
    });
    expect(setupRefusal(error({ code: 'CONFLICT', reason: 'BOX_OCCUPIED' }))).toEqual({
      reason: 'BOX_OCCUPIED',
      count: 0,
    });
    expect(setupRefusal(error({ code: 'FORBIDDEN' }))).toEqual({ reason: 'FORBIDDEN', count: 0 });
  });

  it('leaves other failures to the general error toast', () => {
    expect(setupRefusal(error({ code: 'INTERNAL_SERVER_ERROR' }))).toBeNull();
    expect(setupRefusal({ graphQLErrors: [] } as never)).toBeNull();
  });
});

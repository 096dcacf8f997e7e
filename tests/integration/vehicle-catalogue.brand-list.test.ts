import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/app/seed/demo-users.ts';
import { errorCode, gql, signIn } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The brand list the check-in desk's walk-in form offers.

const BRANDS = '{ vehicleBrands { vehicleBrandID name position } }';
type Brands = { vehicleBrands: { vehicleBrandID: string; name: string; position: number }[] };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('vehicle brands', () => {
  it('are listed by position for any signed-in user, a hostess included', async () => {
    const hostess = await signIn(server.url, 'hostess', DEMO_PASSWORD);
    const reply = await gql<Brands>(server.url, BRANDS, {}, { token: hostess.token });
    expect(reply.errors).toBeUndefined();
    const brands = reply.data!.vehicleBrands;
    expect(brands.length).toBeGreaterThan(0);
    const positions = brands.map((brand) => brand.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('need a signed-in user', async () => {
    const reply = await gql<Brands>(server.url, BRANDS);
    expect(errorCode(reply)).toBe('AUTH_NOT_AUTHORIZED');
  });
});

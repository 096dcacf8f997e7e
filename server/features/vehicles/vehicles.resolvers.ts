import { asc } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.ts';
import { vehicleBrands } from '../../core/db/schema/index.ts';
import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { requireUser } from '../../core/policies/roles.ts';

/** Brands in the order the catalogue gives them (position, then name for equal positions). */
export function listVehicleBrands(db: Executor) {
  return db.select().from(vehicleBrands).orderBy(asc(vehicleBrands.position), asc(vehicleBrands.name));
}

/**
 * The read-only brand list. The catalogue is the same for every workshop, so any signed-in user
 * reads it; editing brands is the admin's (server/features/configuration/vehicle-catalogue*).
 */
export const vehicleResolvers: Resolvers = {
  Query: {
    vehicleBrands: (_root, _args, ctx) => {
      requireUser(ctx);
      return listVehicleBrands(ctx.db);
    },
  },
};

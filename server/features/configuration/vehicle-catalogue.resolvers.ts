import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { withUploadedLogo } from '../../core/graphql/uploads.ts';
import { countModels } from './vehicle-catalogue-repository.ts';
import * as service from './vehicle-catalogue-service.ts';

/** Vehicle brands and models: the admin's catalogue editor (the brand list is in vehicles/). */
export const vehicleCatalogueResolvers: Resolvers = {
  Query: {
    vehicleModels: (_root, { vehicleBrandID }, ctx) => service.listVehicleModels(ctx, vehicleBrandID),
  },
  Mutation: {
    createVehicleBrand: async (_root, { input, logo }, ctx) =>
      service.createVehicleBrand(ctx, await withUploadedLogo(input, logo)),
    updateVehicleBrand: async (_root, { input, logo }, ctx) =>
      service.updateVehicleBrand(ctx, await withUploadedLogo(input, logo)),
    deleteVehicleBrand: (_root, { vehicleBrandID }, ctx) => service.deleteVehicleBrand(ctx, vehicleBrandID),
    createVehicleModel: (_root, { input }, ctx) => service.createVehicleModel(ctx, input),
    updateVehicleModel: (_root, { input }, ctx) => service.updateVehicleModel(ctx, input),
    deleteVehicleModel: (_root, { vehicleModelID }, ctx) => service.deleteVehicleModel(ctx, vehicleModelID),
    moveVehicleModels: (_root, args, ctx) => service.moveVehicleModels(ctx, args),
  },
  VehicleBrand: {
    // The logo is stored as its data URL (docs/decisions/0005-logos-as-data-urls.md).
    logoUrl: (brand) => brand.logoPath ?? null,
    modelCount: async (brand, _args, ctx) =>
      (await countModels(ctx.db, [brand.vehicleBrandID])).get(brand.vehicleBrandID) ?? 0,
  },
};

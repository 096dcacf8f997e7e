import type { Resolvers } from '../../core/graphql/generated/resolvers.ts';
import { withUploadedLogo } from '../../core/graphql/uploads.ts';
import { storedLogo } from '../../core/images/svg-logo.ts';
import { requireUser } from '../../core/policies/roles.ts';
import { countModels, listVehicleBrands } from './vehicle-catalogue-repository.ts';
import * as service from './vehicle-catalogue-service.ts';

/**
 * Vehicle brands and models: the brand list every signed-in user reads (the catalogue is the same
 * for every workshop: the check-in desk and the totem choose from it), and the admin's editor.
 */
export const vehicleCatalogueResolvers: Resolvers = {
  Query: {
    vehicleBrands: (_root, _args, ctx) => {
      requireUser(ctx);
      return listVehicleBrands(ctx.db);
    },
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
    // The logo is stored as its data URL (docs/decisions/0005-logos-as-data-urls.md); an SVG
    // stored before uploads were cleaned is cleaned on the way out.
    logoUrl: (brand) => storedLogo(brand.logoPath),
    logoPath: (brand) => storedLogo(brand.logoPath),
    modelCount: async (brand, _args, ctx) =>
      (await countModels(ctx.db, [brand.vehicleBrandID])).get(brand.vehicleBrandID) ?? 0,
  },
};

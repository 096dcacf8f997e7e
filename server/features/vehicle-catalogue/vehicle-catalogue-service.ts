import { type FieldError, parseForm } from '../../../shared/validation/form-errors.ts';
import {
  createVehicleBrandInputSchema,
  createVehicleModelInputSchema,
  moveVehicleModelsInputSchema,
  updateVehicleBrandInputSchema,
  updateVehicleModelInputSchema,
} from '../../../shared/validation/vehicles.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { isUniqueViolation } from '../../core/db/db-errors.ts';
import { AppError, notFound } from '../../core/graphql/errors.ts';
import { fieldError, refused } from '../../core/graphql/form-result.ts';
import { isId } from '../../core/graphql/ids.ts';
import { withCleanLogo } from '../../core/images/svg-logo.ts';
import { requireAdmin, requireUser } from '../../core/policies/roles.ts';
import * as repo from './vehicle-catalogue-repository.ts';

// The vehicle catalogue is the same for every workshop: only an admin edits it (spec §2 Veicoli,
// Modelli). The logo is an image data URL, checked by the shared logo schema, stored in logoPath.

const inputOf = (input: unknown) => (input ?? {}) as Record<string, unknown>;

async function saveBrand(ctx: RequestContext, input: unknown, isUpdate: boolean) {
  requireAdmin(ctx);
  const raw = inputOf(input);
  if (
    isUpdate &&
    !(
      typeof raw.vehicleBrandID === 'string' &&
      isId(raw.vehicleBrandID) &&
      (await repo.findBrand(ctx.db, raw.vehicleBrandID))
    )
  ) {
    throw notFound('Vehicle brand');
  }
  const parsed = isUpdate
    ? parseForm(updateVehicleBrandInputSchema, input)
    : parseForm(createVehicleBrandInputSchema, input);
  if (!parsed.ok) return refused('vehicleBrand', parsed.errors);
  const cleaned = withCleanLogo(parsed.value);
  if (!cleaned) return refused('vehicleBrand', [fieldError('logoUrl', 'imageMalformed')]);
  const { name, position, aliases, logoUrl } = cleaned;
  const id = isUpdate ? String(raw.vehicleBrandID) : undefined;
  // An update without `logoUrl` keeps the stored logo (a client sends it only when it changed).
  const keepLogo = isUpdate && raw.logoUrl === undefined;
  const values = keepLogo ? { name, position, aliases } : { name, position, aliases, logoPath: logoUrl };
  try {
    const brand = await ctx.db.transaction(async (tx) => {
      if (await repo.brandNameTaken(tx, name, id)) return null;
      return id ? repo.updateBrand(tx, id, values) : repo.insertBrand(tx, values);
    });
    if (!brand) return refused('vehicleBrand', [fieldError('name', 'duplicate')]);
    return { vehicleBrand: brand, formErrors: [] };
  } catch (error) {
    if (isUniqueViolation(error)) return refused('vehicleBrand', [fieldError('name', 'duplicate')]);
    throw error;
  }
}

export const createVehicleBrand = (ctx: RequestContext, input: unknown) => saveBrand(ctx, input, false);
export const updateVehicleBrand = (ctx: RequestContext, input: unknown) => saveBrand(ctx, input, true);

/** Refused while the brand has models (spec §8 "brand … deletion failed"): move them first. */
export async function deleteVehicleBrand(ctx: RequestContext, vehicleBrandID: string) {
  requireAdmin(ctx);
  if (!isId(vehicleBrandID)) throw notFound('Vehicle brand');
  await ctx.db.transaction(async (tx) => {
    const brand = await repo.findBrand(tx, vehicleBrandID, true);
    if (!brand) throw notFound('Vehicle brand');
    const models = (await repo.countModels(tx, [vehicleBrandID])).get(vehicleBrandID) ?? 0;
    if (models > 0) {
      throw new AppError(
        'CONFLICT',
        models === 1 ? 'The brand has 1 model.' : `The brand has ${models} models.`,
        {
          reason: 'BRAND_HAS_MODELS',
          count: models,
        },
      );
    }
    await repo.deleteBrand(tx, vehicleBrandID);
  });
  return { deletedID: vehicleBrandID, success: true };
}

export function listVehicleModels(ctx: RequestContext, vehicleBrandID: string | null | undefined) {
  requireUser(ctx);
  if (vehicleBrandID && !isId(vehicleBrandID)) return [];
  return repo.listModels(ctx.db, vehicleBrandID ?? undefined);
}

async function saveModel(ctx: RequestContext, input: unknown, isUpdate: boolean) {
  requireAdmin(ctx);
  const raw = inputOf(input);
  if (
    isUpdate &&
    !(
      typeof raw.vehicleModelID === 'string' &&
      isId(raw.vehicleModelID) &&
      (await repo.findModel(ctx.db, raw.vehicleModelID))
    )
  ) {
    throw notFound('Vehicle model');
  }
  const parsed = isUpdate
    ? parseForm(updateVehicleModelInputSchema, input)
    : parseForm(createVehicleModelInputSchema, input);
  if (!parsed.ok) return refused('vehicleModel', parsed.errors);
  const { name, vehicleBrandID } = parsed.value;
  if (!(isId(vehicleBrandID) && (await repo.findBrand(ctx.db, vehicleBrandID)))) {
    return refused('vehicleModel', [fieldError('vehicleBrandID', 'invalid')]);
  }
  const id = isUpdate ? String(raw.vehicleModelID) : undefined;
  try {
    const model = await ctx.db.transaction(async (tx) => {
      if (await repo.modelNameTaken(tx, vehicleBrandID, name, id)) return null;
      return id
        ? repo.updateModel(tx, id, { name, vehicleBrandID })
        : repo.insertModel(tx, { name, vehicleBrandID });
    });
    if (!model) return refused('vehicleModel', [fieldError('name', 'duplicate')]);
    return { vehicleModel: model, formErrors: [] };
  } catch (error) {
    if (isUniqueViolation(error)) return refused('vehicleModel', [fieldError('name', 'duplicate')]);
    throw error;
  }
}

export const createVehicleModel = (ctx: RequestContext, input: unknown) => saveModel(ctx, input, false);
export const updateVehicleModel = (ctx: RequestContext, input: unknown) => saveModel(ctx, input, true);

export async function deleteVehicleModel(ctx: RequestContext, vehicleModelID: string) {
  requireAdmin(ctx);
  const model = isId(vehicleModelID) ? await repo.findModel(ctx.db, vehicleModelID) : undefined;
  if (!model) throw notFound('Vehicle model');
  await ctx.db.transaction((tx) => repo.deleteModel(tx, vehicleModelID));
  return { deletedID: vehicleModelID, success: true };
}

/** Moves models to another brand in one transaction; a name the brand already has is refused. */
export async function moveVehicleModels(ctx: RequestContext, input: unknown) {
  requireAdmin(ctx);
  const parsed = parseForm(moveVehicleModelsInputSchema, input);
  if (!parsed.ok) return { moved: 0, formErrors: refused('x', parsed.errors).formErrors };
  const ids = [...new Set(parsed.value.vehicleModelIDs)];
  const { toBrandID } = parsed.value;
  const fail = (errors: FieldError[]) => ({ moved: 0, formErrors: refused('x', errors).formErrors });
  if (!(isId(toBrandID) && (await repo.findBrand(ctx.db, toBrandID))))
    return fail([fieldError('toBrandID', 'invalid')]);
  if (!ids.every(isId)) return fail([fieldError('vehicleModelIDs', 'invalid')]);
  return ctx.db.transaction(async (tx) => {
    const models = await repo.findModels(tx, ids);
    if (models.length !== ids.length) return fail([fieldError('vehicleModelIDs', 'invalid')]);
    const moving = models.filter((m) => m.vehicleBrandID !== toBrandID);
    const names = moving.map((m) => m.name);
    // Names compare in any letter case, as when a model is created.
    const clash =
      (await repo.namesInBrand(tx, toBrandID, names)).size > 0 ||
      new Set(names.map((name) => name.toLowerCase())).size !== names.length;
    if (clash) return fail([fieldError('vehicleModelIDs', 'duplicate')]);
    await repo.moveModels(
      tx,
      moving.map((m) => m.vehicleModelID),
      toBrandID,
    );
    return { moved: moving.length, formErrors: [] };
  });
}

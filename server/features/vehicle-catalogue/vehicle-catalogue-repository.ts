import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.ts';
import { vehicleBrands, vehicleModels } from '../../core/db/schema/index.ts';

// Queries only: the rules live in vehicle-catalogue-service.ts.

/** Brands in the order the catalogue gives them (position, then name for equal positions). */
export function listVehicleBrands(db: Executor) {
  return db.select().from(vehicleBrands).orderBy(asc(vehicleBrands.position), asc(vehicleBrands.name));
}

export async function findBrand(db: Executor, vehicleBrandID: string, lock = false) {
  const query = db.select().from(vehicleBrands).where(eq(vehicleBrands.vehicleBrandID, vehicleBrandID));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function brandNameTaken(db: Executor, name: string, exceptID?: string) {
  const rows = await db
    .select({ id: vehicleBrands.vehicleBrandID })
    .from(vehicleBrands)
    .where(
      and(
        sql`lower(${vehicleBrands.name}) = lower(${name})`,
        exceptID ? ne(vehicleBrands.vehicleBrandID, exceptID) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertBrand(db: Executor, values: typeof vehicleBrands.$inferInsert) {
  const [row] = await db.insert(vehicleBrands).values(values).returning();
  if (!row) throw new Error('brand insert returned nothing');
  return row;
}

export async function updateBrand(
  db: Executor,
  id: string,
  values: Partial<typeof vehicleBrands.$inferInsert>,
) {
  const [row] = await db
    .update(vehicleBrands)
    .set(values)
    .where(eq(vehicleBrands.vehicleBrandID, id))
    .returning();
  if (!row) throw new Error('brand update returned nothing');
  return row;
}

export function deleteBrand(db: Executor, id: string) {
  return db.delete(vehicleBrands).where(eq(vehicleBrands.vehicleBrandID, id));
}

/** Model counts of these brands. */
export async function countModels(db: Executor, brandIDs: readonly string[]): Promise<Map<string, number>> {
  if (brandIDs.length === 0) return new Map();
  const rows = await db
    .select({ id: vehicleModels.vehicleBrandID, n: count() })
    .from(vehicleModels)
    .where(inArray(vehicleModels.vehicleBrandID, [...brandIDs]))
    .groupBy(vehicleModels.vehicleBrandID);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export function listModels(db: Executor, vehicleBrandID?: string) {
  return db
    .select()
    .from(vehicleModels)
    .where(vehicleBrandID ? eq(vehicleModels.vehicleBrandID, vehicleBrandID) : undefined)
    .orderBy(asc(vehicleModels.name), asc(vehicleModels.vehicleModelID));
}

export async function findModel(db: Executor, vehicleModelID: string) {
  const [row] = await db.select().from(vehicleModels).where(eq(vehicleModels.vehicleModelID, vehicleModelID));
  return row;
}

export function findModels(db: Executor, vehicleModelIDs: string[]) {
  return db.select().from(vehicleModels).where(inArray(vehicleModels.vehicleModelID, vehicleModelIDs));
}

/** Whether the brand has a model with this name (other than `exceptID`). */
export async function modelNameTaken(db: Executor, vehicleBrandID: string, name: string, exceptID?: string) {
  const rows = await db
    .select({ id: vehicleModels.vehicleModelID })
    .from(vehicleModels)
    .where(
      and(
        eq(vehicleModels.vehicleBrandID, vehicleBrandID),
        sql`lower(${vehicleModels.name}) = lower(${name})`,
        exceptID ? ne(vehicleModels.vehicleModelID, exceptID) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertModel(db: Executor, values: typeof vehicleModels.$inferInsert) {
  const [row] = await db.insert(vehicleModels).values(values).returning();
  if (!row) throw new Error('model insert returned nothing');
  return row;
}

export async function updateModel(
  db: Executor,
  id: string,
  values: Partial<typeof vehicleModels.$inferInsert>,
) {
  const [row] = await db
    .update(vehicleModels)
    .set(values)
    .where(eq(vehicleModels.vehicleModelID, id))
    .returning();
  if (!row) throw new Error('model update returned nothing');
  return row;
}

export function deleteModel(db: Executor, id: string) {
  return db.delete(vehicleModels).where(eq(vehicleModels.vehicleModelID, id));
}

/** Names the target brand already has, among these. */
export async function namesInBrand(
  db: Executor,
  vehicleBrandID: string,
  names: string[],
): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .select({ name: vehicleModels.name })
    .from(vehicleModels)
    .where(
      and(
        eq(vehicleModels.vehicleBrandID, vehicleBrandID),
        inArray(
          sql`lower(${vehicleModels.name})`,
          names.map((name) => name.toLowerCase()),
        ),
      ),
    );
  return new Set(rows.map((r) => r.name));
}

export function moveModels(db: Executor, vehicleModelIDs: string[], toBrandID: string) {
  return db
    .update(vehicleModels)
    .set({ vehicleBrandID: toBrandID })
    .where(inArray(vehicleModels.vehicleModelID, vehicleModelIDs));
}

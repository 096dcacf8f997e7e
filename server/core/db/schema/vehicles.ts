import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';

export const vehicleBrands = pgTable(
  'vehicle_brands',
  {
    vehicleBrandID: id(),
    name: text().notNull(),
    position: integer().notNull().default(0),
    /** Other spellings matched by uploads and search, comma-separated (spec §7). */
    aliases: text().notNull().default(''),
    /** Path of the uploaded logo under the data folder; the API derives `logoUrl` from it. */
    logoPath: text(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('vehicle_brands_name_unique').on(sql`lower(${t.name})`)],
);

export const vehicleModels = pgTable(
  'vehicle_models',
  {
    vehicleModelID: id(),
    vehicleBrandID: uuid()
      .notNull()
      .references(() => vehicleBrands.vehicleBrandID, { onDelete: 'cascade' }),
    name: text().notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('vehicle_models_brand_name_unique').on(t.vehicleBrandID, t.name),
    index('vehicle_models_brand_idx').on(t.vehicleBrandID),
  ],
);

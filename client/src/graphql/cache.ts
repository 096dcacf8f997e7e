import { cacheExchange } from '@urql/exchange-graphcache';
import { cacheKeys } from './cache-keys.ts';
import schema from './generated/schema-introspection.ts';
import { optimisticUpdates } from './optimistic-updates.ts';

/**
 * The normalized cache. With the schema, graphcache knows which fields are nullable and lists,
 * and subscription payloads (entities with ids and `__typename`) update every screen in place.
 * `optimistic` shows the safe actions at once (see optimistic-updates.ts).
 */
export function createCacheExchange() {
  return cacheExchange({ schema, keys: cacheKeys, optimistic: optimisticUpdates });
}

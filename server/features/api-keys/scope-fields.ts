import { type DocumentNode, Kind, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { ApiKeyScope } from '../../../shared/auth/api-key-scopes.ts';

/**
 * The root fields each API key scope opens (docs/integrations.md). The key's integration user holds
 * the Booking role, which the resolvers check per workshop as for anyone; this list narrows it to
 * what the key was given. A field in no list (users, settings, subscriptions…) is refused to every
 * key. Reference lists a form needs come with the scope that needs them.
 */
export const SCOPE_FIELDS: Record<ApiKeyScope, readonly string[]> = {
  'appointments:read': [
    'appointments',
    'appointment',
    'appointmentHistory',
    'appointmentLogs',
    'queueGroups',
    'queues',
  ],
  'appointments:write': [
    'createAppointment',
    'updateAppointment',
    'deleteAppointment',
    'queues',
    'vehicleBrands',
    'vehicleModels',
  ],
  'statistics:read': ['kpis', 'workshopStats', 'appointmentStats', 'exitInterviewStats', 'estimateAccuracy'],
};

/** Open to every key: the health check, and the meta fields (introspection has its own switch). */
const ALWAYS = new Set(['ping', '__typename', '__schema', '__type']);

/** The first scope (in SCOPE_FIELDS order) that opens a root field; null when none does. */
export function scopeOpening(field: string): ApiKeyScope | null {
  for (const [scope, fields] of Object.entries(SCOPE_FIELDS)) {
    if (fields.includes(field)) return scope as ApiKeyScope;
  }
  return null;
}

export type ScopeRefusal = { field: string; missing: ApiKeyScope | null };

/** The first root field of the operation the scopes do not open; null when all are open. */
export function scopeRefusal(
  document: DocumentNode,
  operationName: string | null | undefined,
  scopes: readonly ApiKeyScope[],
): ScopeRefusal | null {
  const operation = pickOperation(document, operationName);
  if (!operation) return null;
  const allowed = new Set(scopes.flatMap((scope) => SCOPE_FIELDS[scope]));
  for (const field of rootFields(document, operation.selectionSet)) {
    if (ALWAYS.has(field) || (operation.operation !== 'subscription' && allowed.has(field))) continue;
    return { field, missing: operation.operation === 'subscription' ? null : scopeOpening(field) };
  }
  return null;
}

/** The operation that runs: the named one, or the only one (graphql refuses anything else later). */
function pickOperation(document: DocumentNode, operationName: string | null | undefined) {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operationName ? operations.find((op) => op.name?.value === operationName) : operations[0];
}

/** Root field names, through fragments and inline fragments (each fragment read once). */
function rootFields(document: DocumentNode, selectionSet: SelectionSetNode): string[] {
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const seen = new Set<string>();
  const names: string[] = [];
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(selectionSet);
  return names;
}

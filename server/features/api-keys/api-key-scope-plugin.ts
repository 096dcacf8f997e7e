import type { DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../../core/context/context.ts';
import { AppError } from '../../core/graphql/errors.ts';
import { refuseBeforeExecution } from '../../core/graphql/refuse-before-execution.ts';
import { scopeRefusal } from './scope-fields.ts';

/**
 * A workshop API key runs only the root fields of its scopes (scope-fields.ts), over HTTP; the
 * WebSocket does not take keys at all. Checked once the caller is known, before anything executes.
 */
export function apiKeyScopesPlugin(): Plugin<RequestContext> {
  const refusal = (args: {
    document: DocumentNode;
    operationName?: string | null;
    contextValue: unknown;
  }) => {
    const apiKey = (args.contextValue as RequestContext).auth?.apiKey;
    if (!apiKey) return null;
    const refused = scopeRefusal(args.document, args.operationName, apiKey.scopes);
    if (!refused) return null;
    const message = refused.missing
      ? `This API key may not use ${refused.field}: it needs the ${refused.missing} scope.`
      : `API keys may not use ${refused.field}.`;
    return new AppError('FORBIDDEN', message, { field: refused.field, missingScope: refused.missing });
  };
  return refuseBeforeExecution<RequestContext>((args) => {
    const error = refusal(args);
    return error ? [error] : [];
  });
}

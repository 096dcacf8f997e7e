import * as v from 'valibot';
import { API_KEY_NAME_MAX, API_KEY_SCOPES } from '../auth/api-key-scopes.ts';
import { requiredId, requiredText } from './fields.ts';
import { messageKey } from './messages.ts';

// The admin's form for a new workshop API key (client dialog and createApiKey alike).

export const createApiKeyInputSchema = v.object({
  workshopID: requiredId(),
  name: requiredText(API_KEY_NAME_MAX),
  scopes: v.pipe(
    v.array(v.picklist(API_KEY_SCOPES, messageKey('invalid')), messageKey('atLeastOne')),
    v.minLength(1, messageKey('atLeastOne')),
    // Each scope once, in the order of API_KEY_SCOPES, whatever order the form sent.
    v.transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
  ),
});

export type CreateApiKeyInput = v.InferOutput<typeof createApiKeyInputSchema>;

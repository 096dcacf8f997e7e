import * as v from 'valibot';

/** A one-field form (`name`) checked by a shared schema's own name rule. */
export const nameObject = (name: v.GenericSchema<string, string>) => v.object({ name });

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { type AnyVariables, type DocumentInput, useClient } from 'urql';
import type { FieldError } from '../../../shared/validation/form-errors.ts';
import { notifySetupError } from './setup-errors.ts';

/** What every configuration write answers: the saved thing (null when refused) and field errors. */
interface SaveReply {
  formErrors: readonly FieldError[];
}

/**
 * Runs a configuration write: field errors go back to the form, a refusal or failure becomes a
 * translated toast, success a "saved" toast and `onSaved`. Returns whether it was saved.
 */
export function useSaveSetup() {
  const { t } = useTranslation();
  const client = useClient();
  const [pending, setPending] = useState(false);

  async function save<Data, Variables extends AnyVariables>(
    document: DocumentInput<Data, Variables>,
    variables: Variables,
    reply: (data: Data) => SaveReply | null | undefined,
    options: { onFieldErrors(errors: readonly FieldError[]): void; successText?: string },
  ): Promise<boolean> {
    if (pending) return false;
    setPending(true);
    const result = await client.mutation(document, variables, { silentErrors: true }).toPromise();
    setPending(false);
    const payload = result.data ? reply(result.data) : null;
    if (payload && payload.formErrors.length > 0) {
      options.onFieldErrors(payload.formErrors);
      return false;
    }
    if (result.error || !payload) {
      if (result.error) notifySetupError(result.error);
      else toast.error(t('workshopSetup.saveError'));
      return false;
    }
    toast.success(options.successText ?? t('workshopSetup.saved'));
    return true;
  }

  /** A delete: a refusal (in use) becomes its translated toast. */
  async function remove<Data, Variables extends AnyVariables>(
    document: DocumentInput<Data, Variables>,
    variables: Variables,
    name: string,
  ): Promise<boolean> {
    if (pending) return false;
    setPending(true);
    const result = await client.mutation(document, variables, { silentErrors: true }).toPromise();
    setPending(false);
    if (result.error) {
      notifySetupError(result.error);
      return false;
    }
    toast.success(t('workshopSetup.deleted', { name }));
    return true;
  }

  return { save, remove, pending };
}

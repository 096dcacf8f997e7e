import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { FieldError } from '../../../shared/validation/form-errors.ts';
import type { Outcome } from '../graphql/mutation-outcome.ts';

/**
 * Runs a catalogue form's save with its busy flag and says how it went: field errors back to the
 * form, any other failure as the `failedText` toast, success as the "saved" toast. `save` resolves
 * to whether it was saved, so the form decides what follows (close, clear).
 */
export function useCatalogueSave(onFieldErrors: (errors: readonly FieldError[]) => void, failedText: string) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const save = async (write: () => Promise<Outcome<unknown>>): Promise<boolean> => {
    setPending(true);
    const outcome = await write();
    setPending(false);
    if (outcome.kind === 'fields') {
      onFieldErrors(outcome.errors);
      return false;
    }
    if (outcome.kind === 'failed') {
      toast.error(failedText);
      return false;
    }
    toast.success(t('catalogue.saved'));
    return true;
  };
  return { save, pending };
}

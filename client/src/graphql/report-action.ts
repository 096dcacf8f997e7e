import { toast } from 'sonner';
import type { CombinedError } from 'urql';
import { i18n } from '../i18n/index.ts';
import { translateCode } from '../i18n/translate-code.ts';
import { actionErrorCode } from './action-errors.ts';
import { errorText } from './notify-error.ts';

/** The translated text for a refused or failed action (a known refusal code, else the generic text). */
export function actionErrorText(error: CombinedError): string {
  const code = actionErrorCode(error);
  return code ? i18n.t(`acceptance.errors.${code}`) : errorText(error);
}

/** Toasts a refused or failed action; equal texts in a burst show once. */
export function toastActionError(error: CombinedError): void {
  const text = actionErrorText(error);
  toast.error(text, { id: text });
}

export interface ActionPayload<A> {
  appointment?: A | null;
  formErrors: readonly { field: string; code: string }[];
}

/**
 * What a mutation reply means for the screen: the appointment on success (with a success toast
 * when `successText` is given); null after a refusal (toasted) or field errors (toasted unless the
 * caller shows them itself with `showFormErrors: false`).
 */
export function reportAction<A>(
  reply: { error?: CombinedError | undefined; payload: ActionPayload<A> | null | undefined },
  options: { successText?: string; showFormErrors?: boolean } = {},
): A | null {
  if (reply.error) {
    toastActionError(reply.error);
    return null;
  }
  const payload = reply.payload;
  if (!payload) return null;
  if (payload.formErrors.length > 0) {
    if (options.showFormErrors !== false) {
      const [first] = payload.formErrors;
      if (first) toast.error(translateCode(i18n.t, first.code));
    }
    return null;
  }
  if (options.successText) toast.success(options.successText);
  return payload.appointment ?? null;
}

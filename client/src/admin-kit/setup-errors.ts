import { toast } from 'sonner';
import type { CombinedError } from 'urql';
import { notifyError } from '../graphql/notify-error.ts';
import { i18n } from '../i18n/index.ts';
import { setupRefusal } from './setup-refusal.ts';

/** Toasts a failed configuration write in the user's language (spec §8). */
export function notifySetupError(error: CombinedError): void {
  const refusal = setupRefusal(error);
  if (!refusal) {
    notifyError(error);
    return;
  }
  const text = i18n.t(`workshopSetup.errors.${refusal.reason}`, { count: refusal.count });
  toast.error(text, { id: text });
}

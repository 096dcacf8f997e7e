import { toast } from 'sonner';
import type { CombinedError } from 'urql';
import { i18n } from '../i18n/index.ts';
import { describeError } from './auth-errors.ts';
import { faultReferenceOf } from './fault-reference.ts';

/** The translated text for a failed operation (spec §8 "other failures"). */
export function errorText(error: CombinedError): string {
  const described = describeError(error);
  switch (described.kind) {
    case 'server': {
      const reference = faultReferenceOf(error);
      return reference ? `${described.text} ${i18n.t('errors.reference', { reference })}` : described.text;
    }
    case 'status':
      return i18n.t('errors.graphql', { status: described.status });
    case 'network':
      return i18n.t('errors.network');
  }
}

/** Toasts a failure; the text doubles as the toast id so a burst of equal failures shows once. */
export function notifyError(error: CombinedError): void {
  const text = errorText(error);
  toast.error(text, { id: text });
}

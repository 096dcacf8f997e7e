import { useTranslation } from 'react-i18next';
import { smsLength } from '../../../shared/messaging/sms-length.ts';

/**
 * An SMS text's length as the network counts it: characters, alphabet (GSM-7 or UCS-2) and the
 * number of SMS it is split into, which is what the workshop pays for. Polite live region: a
 * screen reader hears the count when it changes, not at every keystroke's echo.
 */
export function SmsLength({ text, 'data-testid': testId }: { text: string; 'data-testid'?: string }) {
  const { t } = useTranslation();
  const length = smsLength(text);
  return (
    <span className="ui-sms-length" aria-live="polite" data-testid={testId} data-segments={length.segments}>
      {length.segments === 0
        ? t('smsLength.empty')
        : t('smsLength.summary', {
            characters: length.characters,
            encoding: length.encoding,
            count: length.segments,
          })}
      {length.encoding === 'UCS-2' ? (
        <span className="ui-sms-length__hint"> {t('smsLength.ucs2Hint')}</span>
      ) : null}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import type { PrivacyNoticeData } from './privacy-notice-data.ts';

/** The full notice in a dialog, in the page's language (loaded on the first press, privacy-notice.tsx). */
export function PrivacyNoticeDialog({
  notice,
  title,
  kiosk,
  isOpen,
  onOpenChange,
}: {
  notice: PrivacyNoticeData;
  title: string;
  kiosk: boolean;
  isOpen: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t, i18n } = useTranslation();
  const text = i18n.language.startsWith('en') ? notice.textEn : notice.textIt;
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className={kiosk ? 'privacy-notice__modal privacy-notice__modal--kiosk' : 'privacy-notice__modal'}
    >
      <div className="privacy-notice__text" data-testid="privacy-notice-text">
        {text.split(/\n\s*\n/).map((paragraph, index) => (
          // The paragraphs have no identity of their own; their order is the text's.
          // biome-ignore lint/suspicious/noArrayIndexKey: static paragraphs of one text
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <p className="privacy-notice__version">{t('privacyNotice.version', { version: notice.version })}</p>
      <div className="privacy-notice__actions">
        <Button onPress={() => onOpenChange(false)} data-testid="privacy-notice-close" autoFocus>
          {t('privacyNotice.close')}
        </Button>
      </div>
    </Dialog>
  );
}

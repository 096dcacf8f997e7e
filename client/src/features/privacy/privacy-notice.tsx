import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import './privacy-notice.css';

/** The workshop's notice as the server sends it (`PrivacyNotice`), in both languages. */
export interface PrivacyNoticeData {
  workshopName: string;
  version: number;
  textIt: string;
  textEn: string;
}

/**
 * The short notice where a customer gives their data, with a button that opens the full text in a
 * dialog (focus moves into it and back, Escape or Close ends it). The text follows the page's
 * language; `kiosk` makes the dialog fill a portrait totem's screen with large type.
 */
export function PrivacyNotice({
  notice,
  summary,
  kiosk = false,
}: {
  notice: PrivacyNoticeData;
  /** One sentence saying what this page's data is for. */
  summary: string;
  kiosk?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const text = i18n.language.startsWith('en') ? notice.textEn : notice.textIt;
  const title = t('privacyNotice.title', { workshop: notice.workshopName });
  return (
    <div
      className={kiosk ? 'privacy-notice privacy-notice--kiosk' : 'privacy-notice'}
      data-testid="privacy-notice"
    >
      <p className="privacy-notice__summary">{summary}</p>
      <Button
        variant="quiet"
        className="privacy-notice__open"
        onPress={() => setOpen(true)}
        data-testid="privacy-notice-open"
      >
        {t('privacyNotice.open')}
      </Button>
      <Dialog
        title={title}
        isOpen={open}
        onOpenChange={setOpen}
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
          <Button onPress={() => setOpen(false)} data-testid="privacy-notice-close" autoFocus>
            {t('privacyNotice.close')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

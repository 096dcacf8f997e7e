import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import type { PrivacyNoticeData } from './privacy-notice-data.ts';
import './privacy-notice.css';

const PrivacyNoticeDialog = lazy(() =>
  import('./privacy-notice-dialog.tsx').then((m) => ({ default: m.PrivacyNoticeDialog })),
);

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
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Once loaded, the dialog stays mounted so that closing it animates and returns focus as usual.
  const [opened, setOpened] = useState(false);
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
        onPress={() => {
          setOpen(true);
          setOpened(true);
        }}
        data-testid="privacy-notice-open"
      >
        {t('privacyNotice.open')}
      </Button>
      {/* The dialog's code comes with the first press: most customers never open it, and the totem's first screen stays light. */}
      {open || opened ? (
        <Suspense fallback={null}>
          <PrivacyNoticeDialog
            notice={notice}
            title={title}
            kiosk={kiosk}
            isOpen={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import './screen-qr.css';

const QrCode = lazy(() => import('./qr-code.tsx'));

/**
 * A QR code that opens `url` on a customer's phone, with its caption: on the monitor the tracking
 * page's entry, on the totem's receipt the customer's own tracking page (decision 0025). The code's
 * place is kept while the encoder loads, so nothing on the screen moves when it appears.
 */
export function ScreenQr({ url, caption, className }: { url: string; caption: string; className: string }) {
  const { t } = useTranslation();
  return (
    <figure className={`screen-qr ${className}`} data-testid="screen-qr">
      <Suspense fallback={<div className="screen-qr__code" />}>
        <QrCode className="screen-qr__code" text={url} label={t('screenApp.qrLabel', { url })} />
      </Suspense>
      <figcaption className="screen-qr__caption">{caption}</figcaption>
    </figure>
  );
}

import { formatDateTime } from '../i18n/dates.ts';
import { WORKSHOP_TIME_ZONE } from './workshop-zone.ts';

/**
 * What a printed staff page says at its top, above the screen's own heading: the workshop and
 * when it was printed (workshop time). Hidden on screen, where the header already says both;
 * shown by the print stylesheet (client/src/app/print.css), which hides that header.
 */
export function PrintHeading({ workshopName }: { workshopName: string | undefined }) {
  return (
    <p className="print-heading" data-testid="print-heading">
      {[workshopName, formatDateTime(new Date(), WORKSHOP_TIME_ZONE)].filter(Boolean).join(' · ')}
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import type { StaffBoxFragment } from '../../graphql/generated/graphql.ts';
import { StatusBadge } from '../../workshop/labels.tsx';

/** Who is in each box of the group (live: `boxesChanged` updates the box entities). */
export function BoxesPanel({
  boxes,
  myBoxID,
}: {
  boxes: readonly StaffBoxFragment[];
  myBoxID: string | null;
}) {
  const { t } = useTranslation();
  if (boxes.length === 0) return <p className="muted">{t('acceptance.boxesEmpty')}</p>;
  return (
    <ul className="box-tiles" aria-label={t('acceptance.boxesLabel')} data-testid="boxes-panel">
      {boxes.map((box) => {
        const customer = box.currentAppointment;
        const mine = box.boxID === myBoxID;
        const who = box.user
          ? `${box.user.firstname} ${box.user.lastname}`.trim() || box.user.userName
          : null;
        return (
          <li
            key={box.boxID}
            className={['box-tile', mine ? 'box-tile--mine' : '', customer ? 'box-tile--busy' : ''].join(' ')}
            data-testid={`box-tile-${box.name}`}
          >
            <div className="box-tile__head">
              <strong>{box.name}</strong>
              {mine ? <span className="tag">{t('acceptance.boxMine')}</span> : null}
            </div>
            {who ? <div className="muted box-tile__user">{who}</div> : null}
            {box.notAvailable ? (
              <div className="muted">{t('acceptance.boxUnavailable')}</div>
            ) : customer ? (
              <div className="box-tile__customer" data-testid={`box-customer-${box.name}`}>
                <span className="plate">{customer.licensePlate}</span>
                <StatusBadge statusCode={customer.statusCode} />
              </div>
            ) : (
              <div className="box-tile__free">{t('acceptance.boxFree')}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

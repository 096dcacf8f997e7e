import { useTranslation } from 'react-i18next';
import { Select } from '../ui/select.tsx';

export interface BoxOption {
  boxID: string;
  name: string;
  notAvailable: boolean;
}

/** "My box": the box the acceptor's calls bring customers to. */
export function BoxSelect({
  boxes,
  value,
  onChange,
}: {
  boxes: readonly BoxOption[];
  value: string | null;
  onChange(boxID: string): void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('acceptance.myBox')}
      placeholder={t('acceptance.chooseBox')}
      options={boxes.map((box) => ({
        id: box.boxID,
        label: box.notAvailable ? `${box.name} (${t('acceptance.boxUnavailable')})` : box.name,
      }))}
      value={value}
      onChange={onChange}
      data-testid="my-box-select"
    />
  );
}

/** The workshop chooser, shown only to users who work in more than one. */
export function WorkshopSelect({
  workshops,
  value,
  onChange,
}: {
  workshops: readonly { workshopID: string; workshopName: string }[];
  value: string | null;
  onChange(workshopID: string): void;
}) {
  const { t } = useTranslation();
  if (workshops.length < 2) return null;
  return (
    <Select
      label={t('acceptance.workshop')}
      options={workshops.map((workshop) => ({ id: workshop.workshopID, label: workshop.workshopName }))}
      value={value}
      onChange={onChange}
      data-testid="workshop-select"
    />
  );
}

import { Button } from '../../ui/button.tsx';
import './device-picker.css';

export interface DeviceOption {
  id: string;
  name: string;
  workshopName: string;
}

/** A list of big buttons: which monitor or totem this screen is. */
export function DevicePicker({
  title,
  description,
  options,
  onChoose,
  testId,
}: {
  title: string;
  description: string;
  options: readonly DeviceOption[];
  onChoose(id: string): void;
  testId: string;
}) {
  return (
    <section className="device-picker" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h1 id={`${testId}-title`}>{title}</h1>
      <p>{description}</p>
      <ul className="device-picker__list">
        {options.map((option) => (
          <li key={option.id}>
            <Button
              className="device-picker__option"
              variant="secondary"
              onPress={() => onChoose(option.id)}
              data-testid={`${testId}-option`}
            >
              <strong>{option.workshopName}</strong>
              <span>{option.name}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

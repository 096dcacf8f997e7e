import type { Key } from 'react-aria-components';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';

export interface SegmentedOption {
  id: string;
  /** Short visible text, e.g. `IT`. */
  label: string;
  /** Full accessible name, e.g. `Italiano`. */
  accessibleName: string;
}

export interface SegmentedControlProps {
  label: string;
  options: readonly SegmentedOption[];
  selected: string;
  onChange(id: string): void;
  'data-testid'?: string;
}

/** A small set of mutually exclusive toggle buttons (one always selected), e.g. the language switch. */
export function SegmentedControl({
  label,
  options,
  selected,
  onChange,
  'data-testid': testId,
}: SegmentedControlProps) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[selected]}
      onSelectionChange={(keys: Set<Key>) => {
        const [first] = keys;
        if (first !== undefined) onChange(String(first));
      }}
      className="ui-segmented"
      data-testid={testId}
    >
      {options.map((option) => (
        <ToggleButton
          key={option.id}
          id={option.id}
          aria-label={option.accessibleName}
          className="ui-segmented__item"
          data-testid={testId ? `${testId}-${option.id}` : undefined}
        >
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

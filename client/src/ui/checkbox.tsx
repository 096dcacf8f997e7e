import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import './controls.css';

export interface CheckboxProps {
  children: ReactNode;
  isSelected: boolean;
  onChange(isSelected: boolean): void;
  isDisabled?: boolean;
  'data-testid'?: string;
}

/** A yes/no option in a form (Space toggles it); the box is drawn, the input stays native for AT. */
export function Checkbox({
  children,
  isSelected,
  onChange,
  isDisabled,
  'data-testid': testId,
}: CheckboxProps) {
  return (
    <AriaCheckbox
      isSelected={isSelected}
      onChange={onChange}
      isDisabled={isDisabled}
      className="ui-checkbox"
      data-testid={testId}
    >
      <span className="ui-checkbox__box" aria-hidden="true">
        {isSelected ? '✓' : ''}
      </span>
      <span>{children}</span>
    </AriaCheckbox>
  );
}

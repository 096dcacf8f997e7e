import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import './controls.css';

export interface SwitchProps {
  children: ReactNode;
  isSelected: boolean;
  onChange(isSelected: boolean): void;
  isDisabled?: boolean;
  'data-testid'?: string;
}

/** An on/off setting that takes effect at once (e.g. hidden mode, thanks SMS). */
export function Switch({ children, isSelected, onChange, isDisabled, 'data-testid': testId }: SwitchProps) {
  return (
    <AriaSwitch
      isSelected={isSelected}
      onChange={onChange}
      isDisabled={isDisabled}
      className="ui-switch"
      data-testid={testId}
    >
      <span className="ui-switch__track" aria-hidden="true">
        <span className="ui-switch__thumb" />
      </span>
      <span>{children}</span>
    </AriaSwitch>
  );
}

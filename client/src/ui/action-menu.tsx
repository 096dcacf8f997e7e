import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Button } from './button.tsx';
import './controls.css';

export interface ActionMenuItem {
  id: string;
  label: string;
  /** Shown in the danger colour (delete). */
  danger?: boolean;
  isDisabled?: boolean;
}

export interface ActionMenuProps {
  /** The button's visible text (e.g. "Actions"). */
  label: string;
  /** The button's accessible name when the visible text alone is ambiguous in a list ("Actions for mario"). */
  ariaLabel?: string;
  items: readonly ActionMenuItem[];
  onAction(id: string): void;
  'data-testid'?: string;
}

/**
 * A row's less frequent actions behind one button: a menu opened by click, Enter, Space or the
 * arrow keys, items chosen with arrows and Enter, Escape closes and returns focus.
 */
export function ActionMenu({ label, ariaLabel, items, onAction, 'data-testid': testId }: ActionMenuProps) {
  return (
    <MenuTrigger>
      <Button variant="secondary" aria-label={ariaLabel} data-testid={testId}>
        {label}
        <span aria-hidden="true" className="ui-select__chevron">
          ▾
        </span>
      </Button>
      <Popover className="ui-popover" placement="bottom end">
        <Menu
          className="ui-listbox ui-menu"
          items={items}
          disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
          onAction={(key) => onAction(String(key))}
        >
          {(item) => (
            <MenuItem
              id={item.id}
              textValue={item.label}
              className={['ui-listbox__item', item.danger ? 'ui-menu__item--danger' : '']
                .filter(Boolean)
                .join(' ')}
              data-testid={testId ? `${testId}-${item.id}` : undefined}
            >
              {item.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

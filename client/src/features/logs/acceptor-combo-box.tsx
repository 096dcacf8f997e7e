import { useMemo, useState } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { SearchAcceptorsQuery } from './logs-operations.ts';
import '../../ui/controls.css';

export interface AcceptorChoice {
  userID: string;
  name: string;
}

const fullName = (user: { firstname: string; lastname: string; userName: string }) =>
  `${user.firstname} ${user.lastname}`.trim() || user.userName;

/**
 * An acceptor of the workshop chosen by typing part of their name (react-aria ComboBox: arrows,
 * Enter, Escape; the list is read as the user types). The server searches (searchAcceptors), so
 * every acceptor is reachable however many there are. Clearing the text clears the choice.
 */
export function AcceptorComboBox({
  workshopID,
  value,
  onChange,
  'data-testid': testId,
}: {
  workshopID: string;
  value: AcceptorChoice | null;
  onChange(choice: AcceptorChoice | null): void;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value?.name ?? '');
  const term = text === value?.name ? '' : text.trim();
  const [result] = useQuery({
    query: SearchAcceptorsQuery,
    variables: useMemo(() => ({ workshopID, term }), [workshopID, term]),
  });
  const items = useMemo(
    () => (result.data?.searchAcceptors ?? []).map((user) => ({ id: user.userID, name: fullName(user) })),
    [result.data],
  );
  return (
    <ComboBox
      className="ui-field ui-select logs__acceptor"
      items={items}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (next === '') onChange(null);
      }}
      selectedKey={value?.userID ?? null}
      onSelectionChange={(key) => {
        const chosen = items.find((item) => item.id === key);
        if (chosen) {
          setText(chosen.name);
          onChange({ userID: chosen.id, name: chosen.name });
        }
      }}
      menuTrigger="focus"
      data-testid={testId}
    >
      <Label className="ui-field__label">{t('activityLog.acceptor')}</Label>
      <div className="ui-select__button logs__combo">
        <Input className="logs__combo-input" placeholder={t('activityLog.anyAcceptor')} />
        <Button className="logs__combo-button" aria-label={t('activityLog.showAcceptors')}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <Popover className="ui-popover">
        <ListBox
          className="ui-listbox"
          renderEmptyState={() => <Text className="ui-listbox__item">{t('activityLog.noAcceptor')}</Text>}
        >
          {(item: { id: string; name: string }) => (
            <ListBoxItem id={item.id} textValue={item.name} className="ui-listbox__item">
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

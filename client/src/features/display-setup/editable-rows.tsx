import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { newRowKey } from './displays.ts';

/** A row typed in a form, keyed so React keeps its fields when another row is removed. */
export interface KeyedRow {
  key: string;
}

/** The rows of a form's list (a monitor's groups, a totem's queues): change one, remove one, add one. */
export function useKeyedRows<Row extends KeyedRow>(initial: () => Row[]) {
  const [rows, setRows] = useState<Row[]>(initial);
  return {
    rows,
    setRow: (key: string, change: Partial<Row>) =>
      setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row))),
    removeRow: (key: string) => setRows((current) => current.filter((row) => row.key !== key)),
    /** Adds the row `blank` makes; it is told how many rows there are, to number the new one. */
    addRow: (blank: (count: number) => Omit<Row, 'key'>) =>
      setRows((current) => [...current, { ...blank(current.length), key: newRowKey() } as Row]),
  };
}

/**
 * The fieldset of such a list: each row's fields (`children`) with its "Remove", the list's own
 * error (none chosen, one chosen twice) and the "add" button.
 */
export function EditableRows<Row extends KeyedRow>({
  legend,
  testId,
  rows,
  rowTestId,
  wide = false,
  onRemove,
  error,
  errorTestId,
  addLabel,
  addTestId,
  onAdd,
  children,
}: {
  legend: string;
  testId: string;
  rows: readonly Row[];
  rowTestId(index: number): string;
  /** Rows with more than two fields lay out wider. */
  wide?: boolean;
  onRemove(key: string): void;
  error: string | undefined;
  errorTestId: string;
  addLabel: string;
  addTestId: string;
  onAdd(): void;
  children(row: Row, index: number): ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="workshop-setup__rows" data-testid={testId}>
      <legend>{legend}</legend>
      {rows.map((row, index) => (
        <div
          key={row.key}
          className={wide ? 'workshop-setup__row workshop-setup__row--wide' : 'workshop-setup__row'}
          data-testid={rowTestId(index)}
        >
          {children(row, index)}
          <Button
            variant="quiet"
            onPress={() => onRemove(row.key)}
            aria-label={`${t('workshopSetup.remove')} ${index + 1}`}
          >
            {t('workshopSetup.remove')}
          </Button>
        </div>
      ))}
      <ListError text={error} testId={errorTestId} />
      <Button variant="secondary" onPress={onAdd} data-testid={addTestId}>
        {addLabel}
      </Button>
    </fieldset>
  );
}

/** An error about a whole list (none chosen, one chosen twice), announced like a field's. */
export function ListError({ text, testId }: { text: string | undefined; testId: string }) {
  if (!text) return null;
  return (
    <p className="ui-field__error" role="alert" data-testid={testId}>
      {text}
    </p>
  );
}

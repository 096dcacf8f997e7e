import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { TextField } from './text-field.tsx';

/** The search box of an admin list: what it searches is said in `hint`. */
interface ListSearch {
  label: string;
  hint: string;
  value: string;
  onChange(value: string): void;
  testId: string;
}

/** The bar above an admin list: the search box, any filters, then the "add" button at the end. */
export function ListToolbar({
  search,
  children,
  addLabel,
  addTestId,
  onAdd,
}: {
  search: ListSearch;
  /** Filters after the search box, laid out by `.admin-toolbar`. */
  children?: ReactNode;
  addLabel: string;
  addTestId: string;
  onAdd(): void;
}) {
  return (
    <div className="admin-toolbar">
      <TextField
        label={search.label}
        description={search.hint}
        value={search.value}
        onChange={search.onChange}
        type="search"
        inputTestId={search.testId}
      />
      {children}
      <div className="admin-toolbar__actions">
        <Button onPress={onAdd} data-testid={addTestId}>
          {addLabel}
        </Button>
      </div>
    </div>
  );
}

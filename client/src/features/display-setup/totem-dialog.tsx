import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTotemInputSchema } from '../../../../shared/validation/display-setup.ts';
import { useSaveSetup } from '../../admin-kit/save-setup.ts';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { DisplayFormDialog } from './display-form-dialog.tsx';
import { SetupCreateTotemMutation, SetupUpdateTotemMutation } from './display-setup-operations.ts';
import {
  accountLabel,
  type DeviceAccount,
  type DisplayGroup,
  newRowKey,
  positionOf,
  type SetupTotem,
} from './displays.ts';
import { EditableRows, useKeyedRows } from './editable-rows.tsx';
import { useCheckedForm } from './use-checked-form.ts';

interface QueueRow {
  key: string;
  queueID: string;
  position: string;
  message: string;
  activity: string;
}

type RowField = 'position' | 'message' | 'activity';

/** Create or edit a totem: name, its device account, queues with position, message and activity. */
export function TotemDialog({
  workshopID,
  totem,
  groups,
  accounts,
  onClose,
}: {
  workshopID: string;
  totem: SetupTotem | null;
  groups: readonly DisplayGroup[];
  accounts: readonly DeviceAccount[];
  onClose(saved: boolean): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(totem?.name ?? '');
  const [userID, setUserID] = useState(totem?.userID ?? '');
  const { rows, setRow, removeRow, addRow } = useKeyedRows<QueueRow>(() =>
    (totem?.totemQueues ?? []).map((q) => ({
      key: newRowKey(),
      queueID: q.queueID,
      position: String(q.position),
      message: q.message,
      activity: q.activity,
    })),
  );
  const input = useMemo(
    () => ({
      workshopID,
      name,
      userID,
      totemQueues: rows.map(({ key: _, position, ...row }) => ({ ...row, position: positionOf(position) })),
    }),
    [workshopID, name, userID, rows],
  );
  const form = useCheckedForm(createTotemInputSchema, input);
  const { save, pending } = useSaveSetup();
  const queueOptions = groups.flatMap((g) =>
    g.queues.map((q) => ({ id: q.queueID, label: `${q.name} (${g.name})` })),
  );

  const onSubmit = form.handleSubmit(async ({ workshopID: _, ...value }) => {
    const options = { onFieldErrors: form.setServerErrors };
    const saved = totem
      ? await save(
          SetupUpdateTotemMutation,
          { input: { totemID: totem.totemID, ...value } },
          (d) => d.updateTotem,
          options,
        )
      : await save(
          SetupCreateTotemMutation,
          { input: { workshopID, ...value } },
          (d) => d.createTotem,
          options,
        );
    if (saved) onClose(true);
  });

  const rowField = (row: QueueRow, index: number, fieldName: RowField, label: string) => (
    <TextField
      label={label}
      value={row[fieldName]}
      onChange={(text) => setRow(row.key, { [fieldName]: text })}
      onBlur={() => form.touch(`totemQueues.${index}.${fieldName}`)}
      errorMessage={form.errorOf(`totemQueues.${index}.${fieldName}`)}
      inputMode={fieldName === 'position' ? 'numeric' : undefined}
      inputTestId={`totem-${fieldName}-${index}`}
    />
  );

  return (
    <DisplayFormDialog
      title={totem ? t('workshopSetup.displays.editTotem') : t('workshopSetup.displays.newTotem')}
      testId="totem-form"
      nameTestId="totem-name"
      form={form}
      name={name}
      onNameChange={setName}
      onSubmit={onSubmit}
      pending={pending}
      onCancel={() => onClose(false)}
    >
      <Select
        label={t('workshopSetup.displays.user')}
        name="userID"
        options={accounts.map((a) => ({ id: a.userID, label: accountLabel(a) }))}
        value={userID || null}
        onChange={(id) => {
          setUserID(id);
          form.touch('userID');
        }}
        errorMessage={form.errorOf('userID')}
        description={accounts.length === 0 ? t('workshopSetup.displays.noAccounts') : undefined}
        placeholder={t('workshopSetup.choose')}
        data-testid="totem-user"
      />
      <EditableRows
        legend={t('workshopSetup.displays.queues')}
        testId="totem-queues"
        rows={rows}
        rowTestId={(index) => `totem-queue-row-${index}`}
        wide
        onRemove={removeRow}
        error={form.errorOf('totemQueues')}
        errorTestId="totem-queues-error"
        addLabel={t('workshopSetup.displays.addQueue')}
        addTestId="totem-add-queue"
        onAdd={() =>
          addRow((count) => ({ queueID: '', position: String(count + 1), message: '', activity: '' }))
        }
      >
        {(row, index) => (
          <>
            <Select
              label={t('workshopSetup.displays.queue')}
              options={queueOptions}
              value={row.queueID || null}
              onChange={(id) => {
                setRow(row.key, { queueID: id });
                form.touch(`totemQueues.${index}.queueID`);
              }}
              errorMessage={form.errorOf(`totemQueues.${index}.queueID`)}
              placeholder={t('workshopSetup.choose')}
              data-testid={`totem-queue-${index}`}
            />
            {rowField(row, index, 'position', t('workshopSetup.displays.position'))}
            {rowField(row, index, 'message', t('workshopSetup.displays.message'))}
            {rowField(row, index, 'activity', t('workshopSetup.displays.activity'))}
          </>
        )}
      </EditableRows>
    </DisplayFormDialog>
  );
}

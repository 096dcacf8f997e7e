import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createMonitorInputSchema } from '../../../../shared/validation/display-setup.ts';
import { useSaveSetup } from '../../admin-kit/save-setup.ts';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { DisplayFormDialog } from './display-form-dialog.tsx';
import { SetupCreateMonitorMutation, SetupUpdateMonitorMutation } from './display-setup-operations.ts';
import {
  accountLabel,
  type DeviceAccount,
  type DisplayGroup,
  newRowKey,
  positionOf,
  type SetupMonitor,
} from './displays.ts';
import { EditableRows, useKeyedRows } from './editable-rows.tsx';
import { useCheckedForm } from './use-checked-form.ts';

const NO_USER = 'none';

interface GroupRow {
  key: string;
  queueGroupID: string;
  position: string;
}

/** Create or edit a monitor: name, device account, the queue groups it shows in position (spec §5). */
export function MonitorDialog({
  workshopID,
  monitor,
  groups,
  accounts,
  onClose,
}: {
  workshopID: string;
  monitor: SetupMonitor | null;
  groups: readonly DisplayGroup[];
  accounts: readonly DeviceAccount[];
  onClose(saved: boolean): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(monitor?.name ?? '');
  const [userID, setUserID] = useState(monitor?.userID ?? '');
  const { rows, setRow, removeRow, addRow } = useKeyedRows<GroupRow>(() =>
    (monitor?.queueGroups ?? []).map((g) => ({
      key: newRowKey(),
      queueGroupID: g.queueGroupID,
      position: String(g.position),
    })),
  );
  const input = useMemo(
    () => ({
      workshopID,
      name,
      userID,
      queueGroups: rows.map((row) => ({
        queueGroupID: row.queueGroupID,
        position: positionOf(row.position),
      })),
    }),
    [workshopID, name, userID, rows],
  );
  const form = useCheckedForm(createMonitorInputSchema, input);
  const { save, pending } = useSaveSetup();

  const onSubmit = form.handleSubmit(async ({ workshopID: _, ...value }) => {
    const options = { onFieldErrors: form.setServerErrors };
    const saved = monitor
      ? await save(
          SetupUpdateMonitorMutation,
          { input: { monitorID: monitor.monitorID, ...value } },
          (d) => d.updateMonitor,
          options,
        )
      : await save(
          SetupCreateMonitorMutation,
          { input: { workshopID, ...value } },
          (d) => d.createMonitor,
          options,
        );
    if (saved) onClose(true);
  });

  return (
    <DisplayFormDialog
      title={monitor ? t('workshopSetup.displays.editMonitor') : t('workshopSetup.displays.newMonitor')}
      testId="monitor-form"
      nameTestId="monitor-name"
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
        options={[
          { id: NO_USER, label: t('workshopSetup.displays.noUser') },
          ...accounts.map((a) => ({ id: a.userID, label: accountLabel(a) })),
        ]}
        value={userID || NO_USER}
        onChange={(id) => setUserID(id === NO_USER ? '' : id)}
        errorMessage={form.errorOf('userID')}
        data-testid="monitor-user"
      />
      <EditableRows
        legend={t('workshopSetup.displays.queueGroups')}
        testId="monitor-groups"
        rows={rows}
        rowTestId={(index) => `monitor-group-row-${index}`}
        onRemove={removeRow}
        error={form.errorOf('queueGroups')}
        errorTestId="monitor-groups-error"
        addLabel={t('workshopSetup.displays.addGroup')}
        addTestId="monitor-add-group"
        onAdd={() => {
          addRow((count) => ({ queueGroupID: '', position: String(count + 1) }));
          form.touch('queueGroups');
        }}
      >
        {(row, index) => (
          <>
            <Select
              label={t('workshopSetup.displays.group')}
              options={groups.map((g) => ({ id: g.queueGroupID, label: g.name }))}
              value={row.queueGroupID || null}
              onChange={(id) => {
                setRow(row.key, { queueGroupID: id });
                form.touch(`queueGroups.${index}.queueGroupID`);
              }}
              errorMessage={form.errorOf(`queueGroups.${index}.queueGroupID`)}
              placeholder={t('workshopSetup.choose')}
              data-testid={`monitor-group-${index}`}
            />
            <TextField
              label={t('workshopSetup.displays.position')}
              value={row.position}
              onChange={(position) => setRow(row.key, { position })}
              onBlur={() => form.touch(`queueGroups.${index}.position`)}
              errorMessage={form.errorOf(`queueGroups.${index}.position`)}
              inputMode="numeric"
              inputTestId={`monitor-position-${index}`}
            />
          </>
        )}
      </EditableRows>
    </DisplayFormDialog>
  );
}

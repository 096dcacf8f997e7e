import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_QUEUE_COLOR } from '../../../../shared/validation/queue-setup.ts';
import { FormDialog } from '../../admin-kit/form-dialog.tsx';
import { asFlagText } from '../../admin-kit/form-text.ts';
import { useSaveSetup } from '../../admin-kit/save-setup.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { ColorField } from './color-field.tsx';
import { SetupCreateQueueMutation, SetupUpdateQueueMutation } from './queue-setup-operations.ts';
import type { SetupGroup, SetupQueue } from './queue-structure.ts';
import { type QueueField, queueFormSchema } from './setup-forms.ts';

/** Create or edit a queue: group, name, colour, message, default, view order (spec §3, §5). */
export function QueueDialog({
  groups,
  groupID,
  queue,
  onClose,
}: {
  groups: readonly SetupGroup[];
  /** The group a new queue starts in. */
  groupID: string;
  queue: SetupQueue | null;
  onClose(saved: boolean): void;
}) {
  const { t } = useTranslation();
  const initial = useMemo<Record<QueueField, string>>(
    () => ({
      queueGroupID: queue?.queueGroupID ?? groupID,
      name: queue?.name ?? '',
      color: queue?.color ?? DEFAULT_QUEUE_COLOR,
      message: queue?.message ?? '',
      isDefault: asFlagText(queue?.isDefault ?? false),
      viewOrderNumber: String(queue?.viewOrderNumber ?? 0),
    }),
    [queue, groupID],
  );
  const { field, handleSubmit, setServerErrors, formLevelErrors, values } = useSchemaForm(
    queueFormSchema,
    initial,
  );
  const { save, pending } = useSaveSetup();
  const onSubmit = handleSubmit(async (value) => {
    const options = { onFieldErrors: setServerErrors };
    const saved = queue
      ? await save(
          SetupUpdateQueueMutation,
          { input: { queueID: queue.queueID, ...value } },
          (d) => d.updateQueue,
          options,
        )
      : await save(SetupCreateQueueMutation, { input: value }, (d) => d.createQueue, options);
    if (saved) onClose(true);
  });
  const groupField = field('queueGroupID');
  return (
    <FormDialog
      title={queue ? t('workshopSetup.boxes.editQueue') : t('workshopSetup.boxes.newQueue')}
      onClose={() => onClose(false)}
      onSubmit={onSubmit}
      pending={pending}
      formLevelErrors={formLevelErrors}
      testId="queue-form"
    >
      <Select
        label={t('workshopSetup.boxes.queueGroup')}
        name="queueGroupID"
        options={groups.map((g) => ({ id: g.queueGroupID, label: g.name }))}
        value={groupField.value || null}
        onChange={groupField.onChange}
        errorMessage={groupField.errorMessage}
        placeholder={t('workshopSetup.choose')}
        data-testid="queue-group"
      />
      <TextField
        label={t('workshopSetup.boxes.name')}
        {...field('name')}
        inputTestId="queue-name"
        autoFocus
      />
      <ColorField
        label={t('workshopSetup.boxes.color')}
        value={values.color}
        field={field('color')}
        testId="queue-color"
      />
      <TextField
        label={t('workshopSetup.boxes.message')}
        {...field('message')}
        inputTestId="queue-message"
        multiline
        rows={2}
      />
      <TextField
        label={t('workshopSetup.boxes.viewOrderNumber')}
        {...field('viewOrderNumber')}
        inputTestId="queue-order"
        inputMode="numeric"
      />
      <Checkbox
        isSelected={values.isDefault === 'true'}
        onChange={(on) => field('isDefault').onChange(asFlagText(on))}
        data-testid="queue-default"
      >
        {t('workshopSetup.boxes.isDefault')}
      </Checkbox>
    </FormDialog>
  );
}

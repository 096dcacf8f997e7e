import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_QUEUE_COLOR } from '../../../../shared/validation/queue-setup.ts';
import { FormDialog } from '../../admin-kit/form-dialog.tsx';
import { useSaveSetup } from '../../admin-kit/save-setup.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { ColorField } from './color-field.tsx';
import { SetupCreateQueueGroupMutation, SetupUpdateQueueGroupMutation } from './queue-setup-operations.ts';
import type { SetupGroup } from './queue-structure.ts';
import { type QueueGroupField, queueGroupFormSchema } from './setup-forms.ts';

/** Create or rename a queue group (name unique in the workshop, colour #rrggbb). */
export function QueueGroupDialog({
  workshopID,
  group,
  onClose,
}: {
  workshopID: string;
  group: SetupGroup | null;
  onClose(saved: boolean): void;
}) {
  const { t } = useTranslation();
  const initial = useMemo<Record<QueueGroupField, string>>(
    () => ({ name: group?.name ?? '', color: group?.color ?? DEFAULT_QUEUE_COLOR }),
    [group],
  );
  const { field, handleSubmit, setServerErrors, formLevelErrors, values } = useSchemaForm(
    queueGroupFormSchema,
    initial,
  );
  const { save, pending } = useSaveSetup();
  const onSubmit = handleSubmit(async (value) => {
    const options = { onFieldErrors: setServerErrors };
    const saved = group
      ? await save(
          SetupUpdateQueueGroupMutation,
          { input: { queueGroupID: group.queueGroupID, ...value } },
          (d) => d.updateQueueGroup,
          options,
        )
      : await save(
          SetupCreateQueueGroupMutation,
          { input: { workshopID, ...value } },
          (d) => d.createQueueGroup,
          options,
        );
    if (saved) onClose(true);
  });
  return (
    <FormDialog
      title={group ? t('workshopSetup.boxes.editGroup') : t('workshopSetup.boxes.newGroup')}
      onClose={() => onClose(false)}
      onSubmit={onSubmit}
      pending={pending}
      formLevelErrors={formLevelErrors}
      testId="group-form"
    >
      <TextField
        label={t('workshopSetup.boxes.name')}
        {...field('name')}
        inputTestId="group-name"
        autoFocus
      />
      <ColorField
        label={t('workshopSetup.boxes.color')}
        value={values.color}
        field={field('color')}
        testId="group-color"
      />
    </FormDialog>
  );
}

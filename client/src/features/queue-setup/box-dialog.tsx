import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../admin-kit/form-dialog.tsx';
import { asFlagText } from '../../admin-kit/form-text.ts';
import { useSaveSetup } from '../../admin-kit/save-setup.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { SetupCreateBoxMutation, SetupUpdateBoxMutation } from './queue-setup-operations.ts';
import type { BoxUserChoice, SetupBox, SetupGroup } from './queue-structure.ts';
import { type BoxField, boxFormSchema } from './setup-forms.ts';

const NO_USER = 'none';

/** Create or edit a box: name, group, aliases, order, available, visible, its acceptor (spec §3, §5). */
export function BoxDialog({
  workshopID,
  groups,
  users,
  box,
  onClose,
}: {
  workshopID: string;
  groups: readonly SetupGroup[];
  users: readonly BoxUserChoice[];
  box: SetupBox | null;
  onClose(saved: boolean): void;
}) {
  const { t } = useTranslation();
  const initial = useMemo<Record<BoxField, string>>(
    () => ({
      name: box?.name ?? '',
      queueGroupID: box?.queueGroupID ?? (groups.length === 1 ? (groups[0]?.queueGroupID ?? '') : ''),
      aliases: box?.aliases ?? '',
      orderNumber: String(box?.orderNumber ?? 0),
      available: asFlagText(!(box?.notAvailable ?? false)),
      visible: asFlagText(box?.visible ?? true),
      userID: box?.userID ?? '',
    }),
    [box, groups],
  );
  const { field, handleSubmit, setServerErrors, formLevelErrors, values } = useSchemaForm(
    boxFormSchema,
    initial,
  );
  const { save, pending } = useSaveSetup();
  const onSubmit = handleSubmit(async ({ available, ...value }) => {
    const fields = { ...value, notAvailable: !available };
    const options = { onFieldErrors: setServerErrors };
    const saved = box
      ? await save(
          SetupUpdateBoxMutation,
          { input: { boxID: box.boxID, ...fields } },
          (d) => d.updateBox,
          options,
        )
      : await save(SetupCreateBoxMutation, { input: { workshopID, ...fields } }, (d) => d.createBox, options);
    if (saved) onClose(true);
  });
  const groupField = field('queueGroupID');
  const userField = field('userID');
  return (
    <FormDialog
      title={box ? t('workshopSetup.boxes.editBox') : t('workshopSetup.boxes.newBox')}
      onClose={() => onClose(false)}
      onSubmit={onSubmit}
      pending={pending}
      formLevelErrors={formLevelErrors}
      testId="box-form"
    >
      <TextField label={t('workshopSetup.boxes.name')} {...field('name')} inputTestId="box-name" autoFocus />
      <Select
        label={t('workshopSetup.boxes.queueGroup')}
        name="queueGroupID"
        options={groups.map((g) => ({ id: g.queueGroupID, label: g.name }))}
        value={groupField.value || null}
        onChange={(id) => {
          groupField.onChange(id);
          groupField.onBlur();
        }}
        errorMessage={groupField.errorMessage}
        placeholder={t('workshopSetup.choose')}
        data-testid="box-group"
      />
      <TextField label={t('workshopSetup.boxes.aliases')} {...field('aliases')} inputTestId="box-aliases" />
      <TextField
        label={t('workshopSetup.boxes.orderNumber')}
        {...field('orderNumber')}
        inputTestId="box-order"
        inputMode="numeric"
      />
      <Select
        label={t('workshopSetup.boxes.user')}
        name="userID"
        options={[
          { id: NO_USER, label: t('workshopSetup.boxes.noUser') },
          ...users.map((u) => ({ id: u.userID, label: u.label })),
        ]}
        value={userField.value || NO_USER}
        onChange={(id) => userField.onChange(id === NO_USER ? '' : id)}
        errorMessage={userField.errorMessage}
        data-testid="box-user"
      />
      <div className="workshop-setup__checks">
        <Checkbox
          isSelected={values.available === 'true'}
          onChange={(on) => field('available').onChange(asFlagText(on))}
          data-testid="box-available"
        >
          {t('workshopSetup.boxes.available')}
        </Checkbox>
        <Checkbox
          isSelected={values.visible === 'true'}
          onChange={(on) => field('visible').onChange(asFlagText(on))}
          data-testid="box-visible"
        >
          {t('workshopSetup.boxes.visible')}
        </Checkbox>
      </div>
    </FormDialog>
  );
}

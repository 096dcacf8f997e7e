import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { CombinedError } from 'urql';
import type * as v from 'valibot';
import { CatalogueTable } from '../../admin-kit/catalogue-table.tsx';
import { DeleteDialog } from '../../admin-kit/delete-dialog.tsx';
import { rowActionsColumn } from '../../admin-kit/row-actions.tsx';
import { useCatalogueSave } from '../../admin-kit/use-catalogue-save.ts';
import { type Outcome, refusal } from '../../graphql/mutation-outcome.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Form } from '../../ui/form.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { nameObject } from './name-schema.ts';

export interface NamedRow {
  id: string;
  name: string;
}

/** One installation-wide list of names (reject reasons, SMS senders): its texts, rule and writes. */
export interface NamedListProps {
  /**
   * Where its texts are, under `catalogue.`: title, intro, name, add, editTitle, empty, and
   * inUse (why a delete was refused because the row is in use).
   */
  section: 'rejectReasons' | 'smsSenders';
  /** The shared rule for the name (its own schema's `name` entry). */
  nameSchema: v.GenericSchema<string, string>;
  rows: readonly NamedRow[] | undefined;
  fetching: boolean;
  error: CombinedError | undefined;
  create(name: string): Promise<Outcome<unknown>>;
  rename(id: string, name: string): Promise<Outcome<unknown>>;
  remove(id: string): Promise<{ ok: boolean; error?: CombinedError }>;
  /** Refetches the list after a change that adds or removes a row. */
  reload(): void;
  testId: string;
}

/** A list of names with an inline "add", a rename dialog and a confirmed delete. */
export function NamedList(props: NamedListProps) {
  const { t } = useTranslation();
  const { section, rows, testId } = props;
  const texts = {
    title: t(`catalogue.${section}.title`),
    intro: t(`catalogue.${section}.intro`),
    name: t(`catalogue.${section}.name`),
    add: t(`catalogue.${section}.add`),
    editTitle: t(`catalogue.${section}.editTitle`),
    empty: t(`catalogue.${section}.empty`),
    inUse: t(`catalogue.${section}.inUse`),
  };
  const [renaming, setRenaming] = useState<NamedRow | null>(null);
  const [deleting, setDeleting] = useState<NamedRow | null>(null);

  const onDelete = async (row: NamedRow) => {
    const result = await props.remove(row.id);
    if (result.ok) {
      toast.success(t('catalogue.deleted'));
      props.reload();
      return;
    }
    toast.error(refusal(result.error).reason === 'IN_USE' ? texts.inUse : t('catalogue.deleteError'));
  };

  return (
    <Card data-testid={`${testId}-card`}>
      <p className="muted">{texts.intro}</p>
      <NameForm
        label={texts.name}
        submitLabel={texts.add}
        nameSchema={props.nameSchema}
        save={props.create}
        onSaved={props.reload}
        testId={`${testId}-add`}
        clearOnSave
      />
      <CatalogueTable
        query={{ data: rows, fetching: props.fetching, error: props.error }}
        caption={texts.title}
        rows={rows ?? []}
        rowKey={(row) => row.id}
        rowTestId={(row) => `${testId}-row-${row.name}`}
        empty={texts.empty}
        data-testid={`${testId}-table`}
        columns={[
          { id: 'name', header: texts.name, cell: (row) => row.name },
          rowActionsColumn(t('catalogue.actions.edit'), (row: NamedRow) => ({
            editLabel: t('catalogue.list.editLabel', { name: row.name }),
            onEdit: () => setRenaming(row),
            deleteLabel: t('catalogue.list.deleteLabel', { name: row.name }),
            onDelete: () => setDeleting(row),
          })),
        ]}
      />
      {renaming ? (
        <Dialog
          title={texts.editTitle}
          isOpen
          onOpenChange={(open) => {
            if (!open) setRenaming(null);
          }}
          isDismissable={false}
        >
          <NameForm
            label={texts.name}
            submitLabel={t('catalogue.actions.save')}
            nameSchema={props.nameSchema}
            initialName={renaming.name}
            save={(name) => props.rename(renaming.id, name)}
            onSaved={() => setRenaming(null)}
            onCancel={() => setRenaming(null)}
            testId={`${testId}-edit`}
          />
        </Dialog>
      ) : null}
      {deleting ? (
        <DeleteDialog
          title={t('catalogue.list.deleteTitle')}
          message={t('catalogue.list.deleteMessage', { name: deleting.name })}
          onDelete={() => onDelete(deleting)}
          onClose={() => setDeleting(null)}
          testId={`${testId}-delete-dialog`}
        />
      ) : null}
    </Card>
  );
}

/** One name field with its submit button: field errors from the shared rule and from the server. */
function NameForm({
  label,
  submitLabel,
  nameSchema,
  initialName = '',
  save,
  onSaved,
  onCancel,
  clearOnSave,
  testId,
}: {
  label: string;
  submitLabel: string;
  nameSchema: v.GenericSchema<string, string>;
  initialName?: string;
  save(name: string): Promise<Outcome<unknown>>;
  onSaved(): void;
  onCancel?(): void;
  clearOnSave?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => nameObject(nameSchema), [nameSchema]);
  const initialValues = useMemo(() => ({ name: initialName }), [initialName]);
  const { field, handleSubmit, setServerErrors, reset } = useSchemaForm(schema, initialValues);
  const { save: saveAndReport, pending } = useCatalogueSave(setServerErrors, t('catalogue.saveError'));
  const onSubmit = handleSubmit(async ({ name }) => {
    if (!(await saveAndReport(() => save(name)))) return;
    if (clearOnSave) reset();
    onSaved();
  });
  return (
    <Form onSubmit={onSubmit} className="catalogue__toolbar" data-testid={`${testId}-form`}>
      <TextField label={label} {...field('name')} inputTestId={`${testId}-name`} autoComplete="off" />
      {onCancel ? (
        <Button variant="secondary" onPress={onCancel}>
          {t('catalogue.actions.cancel')}
        </Button>
      ) : null}
      <BusyButton
        type="submit"
        busy={pending}
        busyLabel={t('common.loading')}
        data-testid={`${testId}-submit`}
      >
        {submitLabel}
      </BusyButton>
    </Form>
  );
}

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useClient } from 'urql';
import { MESSAGE_LANGUAGES, type MessageLanguage } from '../../../../shared/configuration/constants.ts';
import { asMessageLanguage } from '../../../../shared/messaging/message-language.ts';
import type { AdminUserFragment } from '../../graphql/generated/graphql.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { GENDER_OPTIONS, type UserField, userFormSchema } from './user-form.ts';
import { AdminCreateUserMutation, AdminUpdateUserMutation } from './users-operations.ts';

const NO_GENDER = 'none';

/**
 * Add or edit a user (spec §5: names, a valid unique e-mail, a unique user name; the phone may be
 * empty) and the language Turno writes to them in. Editing also locks or unlocks the account and
 * marks the e-mail confirmed.
 */
export function UserFormDialog({
  user,
  onClose,
}: {
  /** The user to edit; a new one without it. */
  user?: AdminUserFragment;
  onClose(saved?: AdminUserFragment): void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const initialValues = useMemo<Record<UserField, string>>(
    () => ({
      firstName: user?.firstname ?? '',
      lastName: user?.lastname ?? '',
      userName: user?.userName ?? '',
      email: user?.email ?? '',
      phoneNumber: user?.phoneNumber ?? '',
    }),
    [user],
  );
  const { field, handleSubmit, setServerErrors, formLevelErrors } = useSchemaForm(
    userFormSchema,
    initialValues,
  );
  const [genderID, setGenderID] = useState(user?.genderID == null ? '' : String(user.genderID));
  const [preferredLanguage, setPreferredLanguage] = useState<MessageLanguage>(
    asMessageLanguage(user?.preferredLanguage),
  );
  const [emailConfirmed, setEmailConfirmed] = useState(user?.emailConfirmed ?? false);
  const [userLocked, setUserLocked] = useState(user?.userLocked ?? false);
  const [pending, setPending] = useState(false);

  const onSubmit = handleSubmit(async (input) => {
    if (pending) return;
    setPending(true);
    const fields = {
      ...input,
      genderID: genderID === '' ? null : Number(genderID),
      emailConfirmed,
      preferredLanguage,
    };
    const reply = user
      ? await client
          .mutation(
            AdminUpdateUserMutation,
            { input: { ...fields, userID: user.userID, userLocked } },
            { silentErrors: true },
          )
          .toPromise()
          .then((r) => ({ error: r.error, payload: r.data?.updateUser }))
      : await client
          .mutation(AdminCreateUserMutation, { input: fields }, { silentErrors: true })
          .toPromise()
          .then((r) => ({ error: r.error, payload: r.data?.createUser }));
    setPending(false);
    if (reply.payload && reply.payload.formErrors.length > 0) {
      setServerErrors(reply.payload.formErrors);
      return;
    }
    if (reply.error || !reply.payload?.user) {
      toast.error(t('administration.users.form.error'));
      return;
    }
    const name = reply.payload.user.userName;
    toast.success(
      user
        ? t('administration.users.form.saved', { name })
        : t('administration.users.form.created', { name }),
    );
    onClose(reply.payload.user);
  });

  return (
    <FormDialog
      title={
        user
          ? t('administration.users.form.editTitle', { name: user.userName })
          : t('administration.users.form.newTitle')
      }
      onClose={() => onClose()}
      onSubmit={onSubmit}
      pending={pending}
      formLevelErrors={formLevelErrors}
      className="admin-form"
      testId="user-form"
      cancelLabel={t('administration.cancel')}
      cancelTestId="user-cancel"
      submitLabel={t('administration.save')}
      submitTestId="user-save"
    >
      <div className="admin-form__grid">
        <TextField
          label={t('administration.users.form.firstName')}
          {...field('firstName')}
          inputTestId="user-first-name"
          autoComplete="off"
          autoFocus
        />
        <TextField
          label={t('administration.users.form.lastName')}
          {...field('lastName')}
          inputTestId="user-last-name"
          autoComplete="off"
        />
        <TextField
          label={t('administration.users.form.userName')}
          {...field('userName')}
          inputTestId="user-user-name"
          autoComplete="off"
        />
        <TextField
          label={t('administration.users.form.email')}
          {...field('email')}
          type="email"
          inputTestId="user-email"
          autoComplete="off"
        />
        <TextField
          label={t('administration.users.form.phoneNumber')}
          description={t('administration.users.form.phoneHint')}
          {...field('phoneNumber')}
          type="tel"
          inputTestId="user-phone"
          autoComplete="off"
        />
        <Select
          label={t('administration.users.form.gender')}
          options={GENDER_OPTIONS.map((option) => ({
            id: option.id || NO_GENDER,
            label: t(`administration.users.form.${option.key}`),
          }))}
          value={genderID || NO_GENDER}
          onChange={(id) => setGenderID(id === NO_GENDER ? '' : id)}
          name="genderID"
          data-testid="user-gender"
        />
        <Select
          label={t('administration.users.form.preferredLanguage')}
          description={t('administration.users.form.preferredLanguageHint')}
          options={MESSAGE_LANGUAGES.map((id) => ({
            id,
            label: t(id === 'en' ? 'common.languageEnglish' : 'common.languageItalian'),
          }))}
          value={preferredLanguage}
          onChange={(id) => setPreferredLanguage(asMessageLanguage(id))}
          name="preferredLanguage"
          data-testid="user-preferred-language"
        />
      </div>
      <Checkbox isSelected={emailConfirmed} onChange={setEmailConfirmed} data-testid="user-email-confirmed">
        {t('administration.users.form.emailConfirmed')}
      </Checkbox>
      {user ? (
        <Checkbox isSelected={userLocked} onChange={setUserLocked} data-testid="user-locked">
          {t('administration.users.form.locked')}
        </Checkbox>
      ) : null}
    </FormDialog>
  );
}

import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../../../shared/validation/form-errors.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Form } from '../../ui/form.tsx';
import { Link } from '../../ui/link.tsx';

export type PublicFormState = 'idle' | 'sent' | 'failed';

/** What the hook needs of `useSchemaForm`'s result. */
interface SchemaFormLike<V> {
  handleSubmit(onValid: (values: V) => void | Promise<void>): (event: FormEvent<HTMLFormElement>) => void;
  setServerErrors(errors: readonly FieldError[]): void;
}

/**
 * Submits a public form (recovery, reset, support): field errors from the server go on the fields,
 * anything else decides between the success and the failure banner.
 */
export function usePublicFormSubmit<V>(
  form: SchemaFormLike<V>,
  submit: (values: V) => Promise<{ success: boolean; formErrors: readonly FieldError[] } | null | undefined>,
) {
  const [state, setState] = useState<PublicFormState>('idle');
  const onSubmit = form.handleSubmit(async (values) => {
    setState('idle');
    const answer = await submit(values);
    if (answer?.formErrors.length) form.setServerErrors(answer.formErrors);
    else setState(answer?.success ? 'sent' : 'failed');
  });
  return { state, onSubmit };
}

interface PublicFormCardProps {
  /** Its texts under `auth.` (title, description, submit, success, error). */
  i18nKey: 'passwordRecovery' | 'passwordReset' | 'customerSupport';
  /** Prefix of its test ids. */
  testId: string;
  state: PublicFormState;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  fetching: boolean;
  /** The fields. */
  children: ReactNode;
  /** Shown under the success banner (e.g. a link onwards). */
  afterSuccess?: ReactNode;
  /** Shown instead of the form when the form cannot be used (e.g. an expired link). */
  instead?: ReactNode;
}

/**
 * The frame the public forms share: title, description, the form with a failure banner, the
 * success banner in the form's place once sent, and the way back to sign-in.
 */
export function PublicFormCard({
  i18nKey,
  testId,
  state,
  onSubmit,
  fetching,
  children,
  afterSuccess,
  instead,
}: PublicFormCardProps) {
  const { t } = useTranslation();
  const text = (key: 'title' | 'description' | 'submit' | 'success' | 'error') => t(`auth.${i18nKey}.${key}`);
  return (
    <Card title={text('title')} headingLevel={1} className="auth-card">
      <title>{text('title')}</title>
      {state === 'sent' ? (
        <>
          <Banner tone="success" data-testid={`${testId}-success`}>
            {text('success')}
          </Banner>
          {afterSuccess}
        </>
      ) : instead ? (
        instead
      ) : (
        <>
          <p className="auth-card__description">{text('description')}</p>
          <Form onSubmit={onSubmit} data-testid={`${testId}-form`}>
            {state === 'failed' ? (
              <Banner tone="error" data-testid={`${testId}-error`}>
                {text('error')}
              </Banner>
            ) : null}
            {children}
            <Button type="submit" isPending={fetching} data-testid={`${testId}-submit`}>
              {text('submit')}
            </Button>
          </Form>
        </>
      )}
      <div className="auth-card__links">
        <Link href="/signin">{t('common.backToSignIn')}</Link>
      </div>
    </Card>
  );
}

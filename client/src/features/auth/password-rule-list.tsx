import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, passwordRuleStatus } from './password-rules.ts';

/**
 * The password rules with a live tick for each one met. It is the field's description (read when
 * the field gets focus), not a live region: announcing it on every keystroke would drown the user.
 */
export function PasswordRuleList({ password }: { password: string }) {
  const { t } = useTranslation();
  const status = passwordRuleStatus(password);
  return (
    <div className="password-rules" data-testid="password-rules">
      <span>{t('auth.passwordReset.rulesTitle')}</span>
      <ul className="password-rules__list">
        {PASSWORD_RULES.map((rule) => (
          <li
            key={rule}
            className={
              status[rule] ? 'password-rules__rule password-rules__rule--met' : 'password-rules__rule'
            }
            data-testid={`password-rule-${rule}`}
            data-met={status[rule]}
          >
            <span aria-hidden="true" className="password-rules__mark">
              {status[rule] ? '✓' : '○'}
            </span>{' '}
            {t(`auth.passwordRules.${rule}`)}
            <span className="visually-hidden">
              {' '}
              ({status[rule] ? t('auth.passwordRules.met') : t('auth.passwordRules.unmet')})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/dates.ts';
import { WORKSHOP_TIME_ZONE } from '../../workshop/workshop-zone.ts';
import { type UserStatusInput, userStatus } from './user-status.ts';

const TONE = {
  active: 'success',
  locked: 'danger',
  lockedOut: 'danger',
  linkExpired: 'warning',
  noPassword: 'info',
  passwordChangeRequested: 'warning',
} as const;

/** The user's account state in words and colour (never colour alone). */
export function UserStatusBadge({ user, now }: { user: UserStatusInput; now: Date }) {
  const { t } = useTranslation();
  const status = userStatus(user, now);
  const text =
    status.kind === 'lockedOut'
      ? t('administration.users.status.lockedOut', {
          until: formatDateTime(status.until, WORKSHOP_TIME_ZONE),
        })
      : t(`administration.users.status.${status.kind}`);
  return (
    <span className={`admin-badge admin-badge--${TONE[status.kind]}`} data-testid="user-status">
      {text}
    </span>
  );
}

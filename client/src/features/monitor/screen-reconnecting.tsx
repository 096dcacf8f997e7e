import { useTranslation } from 'react-i18next';
import './screen-reconnecting.css';

/**
 * The band a monitor or totem shows while the server cannot be reached: large enough to read
 * across a waiting room, so staff see that the TV (not the queue) is stuck. It goes by itself when
 * the connection heals; what the screen showed stays underneath. `inFlow` (the totem) pushes the
 * page down instead of covering its top, so the language switch stays within reach.
 */
export function ScreenReconnecting({ testId, inFlow = false }: { testId: string; inFlow?: boolean }) {
  const { t } = useTranslation();
  const className = inFlow ? 'screen-reconnecting screen-reconnecting--in-flow' : 'screen-reconnecting';
  return (
    <div className={className} role="status" data-testid={testId}>
      <span aria-hidden="true" className="screen-reconnecting__dot" />
      {t('connection.reconnecting')}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import './screen-reconnecting.css';

/**
 * The band a monitor or totem shows while the server cannot be reached: large enough to read
 * across a waiting room, so staff see that the TV (not the queue) is stuck. It goes by itself when
 * the connection heals; what the screen showed stays underneath.
 */
export function ScreenReconnecting({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="screen-reconnecting" role="status" data-testid={testId}>
      <span aria-hidden="true" className="screen-reconnecting__dot" />
      {t('connection.reconnecting')}
    </div>
  );
}

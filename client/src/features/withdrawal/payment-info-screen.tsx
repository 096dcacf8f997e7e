import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAYMENT_LIMITS } from '../../../../shared/appointments/payment-limits.ts';
import { formatEuro } from '../../i18n/money.ts';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { rememberedCustomerCode } from './customer-session.ts';
import '../tracking/tracking.css';
import './withdrawal.css';

/** `/payment-info`: how to pay at pickup (spec §9: card up to 1,500 €, cash up to 5,000 €, no cheques). */
export function PaymentInfoScreen() {
  const { t, i18n } = useTranslation();
  const code = rememberedCustomerCode();
  return (
    <div className="tracking withdrawal payment-info" data-testid="payment-info-page">
      <title>{`${t('withdrawal.payment.title')} · Turno`}</title>
      <header className="tracking__bar">
        <span className="tracking__workshop">{t('common.appName')}</span>
        <LanguageSwitch />
      </header>
      <h1 className="withdrawal__title">{t('withdrawal.payment.title')}</h1>
      <section className="tracking__card">
        <p>{t('withdrawal.payment.intro')}</p>
        <ul data-testid="payment-info-rules">
          <li>
            {t('withdrawal.payment.card', { amount: formatEuro(PAYMENT_LIMITS.cardMaxEuro, i18n.language) })}
          </li>
          <li>
            {t('withdrawal.payment.cash', { amount: formatEuro(PAYMENT_LIMITS.cashMaxEuro, i18n.language) })}
          </li>
          <li>{t('withdrawal.payment.cheques')}</li>
        </ul>
        <p>{t('withdrawal.payment.more')}</p>
      </section>
      {code ? (
        <p className="withdrawal__links">
          <Link to="/withdraw-appointment">{t('withdrawal.backToPickup')}</Link>
        </p>
      ) : null}
    </div>
  );
}

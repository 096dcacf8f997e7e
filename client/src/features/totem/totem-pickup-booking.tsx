import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { dayLabel, SlotPicker } from '../withdrawal/slot-picker.tsx';
import { TotemStartOver } from './totem-start-over.tsx';
import type { FoundVehicle, PickupBooking } from './totem-types.ts';

// Booking a pickup for later is a rare path at the kiosk: the calendar loads when a customer takes
// it, not with the totem (the public page budgets, decision 0019).

/** The pickup calendar at kiosk size, booking with the vehicle's customer token. */
export function TotemPickupBooking({
  vehicle,
  token,
  onBooked,
  onBack,
}: {
  vehicle: FoundVehicle;
  token: string;
  onBooked(booking: PickupBooking): void;
  onBack(): void;
}) {
  const { t } = useTranslation();
  return (
    <section className="totem__step totem__pickup-booking" data-testid="totem-pickup-booking">
      <h1 className="totem__title" tabIndex={-1} data-step-heading>
        {t('totem.pickupBookingTitle')}
      </h1>
      <p className="totem__lead">
        {t('totem.vehicleFacts', { plate: vehicle.maskedPlate, name: vehicle.displayName })}
      </p>
      <SlotPicker access={{ token }} current={null} onBooked={onBooked} />
      <div className="totem__actions">
        <Button variant="quiet" className="totem__secondary" onPress={onBack}>
          {t('totem.back')}
        </Button>
      </div>
    </section>
  );
}

/** Booked: the day and time, and that the confirmation is on its way by SMS. */
export function TotemPickupBooked({ booking, onFinish }: { booking: PickupBooking; onFinish(): void }) {
  const { t } = useTranslation();
  return (
    <section className="totem__step totem__outcome totem__outcome--done" data-testid="totem-pickup-booked">
      <h1 className="totem__title" tabIndex={-1} data-step-heading>
        {t('totem.pickupBookedTitle')}
      </h1>
      <p className="totem__big" data-testid="totem-pickup-booked-when">
        {t('totem.pickupBookedWhen', {
          date: dayLabel(booking.day),
          start: booking.start,
          end: booking.end ?? '',
        })}
      </p>
      <p className="totem__lead">{t('totem.pickupBookedText')}</p>
      <TotemStartOver onStartOver={onFinish} />
    </section>
  );
}

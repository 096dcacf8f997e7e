import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { shiftDay } from '../../workshop/date-ranges.ts';
import { StaffListPage } from '../../workshop/staff-list-page.tsx';
import { workshopToday } from '../../workshop/workshop-zone.ts';
import { ScheduleWeek } from './schedule-week.tsx';
import { SlotEditor } from './slot-editor.tsx';
import './pickup-schedule.css';

/**
 * Agenda ritiri (`/Agenda-ritiri`, managers): who picks up their vehicle when, seven days from
 * today (the days customers can book; earlier weeks one step back), live; and the weekday slots
 * customers book in, with their places.
 */
export function PickupScheduleScreen() {
  const { t } = useTranslation();
  // Null means this week. Today is read in the workshop's zone, which is known only once the page
  // has the workshop's settings (the body renders after them), not when this state starts.
  const [chosenDay, setDay] = useState<string | null>(null);
  // A saved slot schedule changes the week's slots: counted here so the week fetches again.
  const [savedCount, setSavedCount] = useState(0);
  return (
    <StaffListPage
      title={t('nav.pickupSchedule')}
      testId="pickup-schedule-screen"
      toolbar={() => (
        <div className="staff-lists__stepper">
          <Button
            variant="secondary"
            onPress={() => setDay((current) => shiftDay(current ?? workshopToday(), -7))}
            aria-label={t('pickupSchedule.previousWeek')}
            data-testid="pickup-week-previous"
          >
            ‹
          </Button>
          <Button variant="secondary" onPress={() => setDay(null)} data-testid="pickup-week-today">
            {t('pickupSchedule.thisWeek')}
          </Button>
          <Button
            variant="secondary"
            onPress={() => setDay((current) => shiftDay(current ?? workshopToday(), 7))}
            aria-label={t('pickupSchedule.nextWeek')}
            data-testid="pickup-week-next"
          >
            ›
          </Button>
        </div>
      )}
    >
      {(desk) => (
        <>
          <ScheduleWeek
            workshopID={desk.workshopID}
            fromDay={chosenDay ?? workshopToday()}
            refreshKey={savedCount}
          />
          <SlotEditor workshopID={desk.workshopID} onSaved={() => setSavedCount((n) => n + 1)} />
        </>
      )}
    </StaffListPage>
  );
}

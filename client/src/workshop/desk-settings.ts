import { useQuery, useSubscription } from 'urql';
import { graphql } from '../graphql/generated/index.ts';
import { StaffQueueChangedSubscription } from '../graphql/staff-operations.ts';
import { setWorkshopTimeZone } from './workshop-zone.ts';

export const WorkshopDeskSettingsQuery = graphql(`
  query WorkshopDeskSettings($workshopID: ID!) {
    workshopDeskSettings(workshopID: $workshopID) {
      workshopID
      timeZone
      criticalThresholdMinutes
      toleranceMinutes
    }
  }
`);

export interface DeskSettings {
  timeZone: string;
  criticalThresholdMinutes: number;
  toleranceMinutes: number;
}

/**
 * The workshop's time zone and thresholds for the staff screens, live: a manager's edit arrives on
 * the workshop's queue subscription (the one every live staff screen holds; urql shares it), and
 * graphcache writes it over the query's entity, so this re-renders with it. The zone is applied
 * while this (parent) component renders, before the children that format times render with it.
 */
export function useDeskSettings(workshopID: string | null): {
  settings: DeskSettings | null;
  ready: boolean;
} {
  const [result] = useQuery({
    query: WorkshopDeskSettingsQuery,
    variables: { workshopID: workshopID ?? '' },
    pause: !workshopID,
  });
  useSubscription({
    query: StaffQueueChangedSubscription,
    variables: { workshopID: workshopID ?? '' },
    pause: !workshopID,
  });
  const settings = result.data?.workshopDeskSettings ?? null;
  if (settings) setWorkshopTimeZone(settings.timeZone);
  return {
    settings,
    // A failure must not hide the screen: it then shows times in the default zone.
    ready: !workshopID || !!settings || !!result.error,
  };
}

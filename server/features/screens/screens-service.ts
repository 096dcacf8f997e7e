import { SCREEN_KINDS, type ScreenKind } from '../../../shared/screens/screen-state.ts';
import type { RequestContext } from '../../core/context/context.ts';
import { badInput } from '../../core/graphql/errors.ts';
import { requireIdShape } from '../../core/graphql/ids.ts';
import { requireDeviceViewer } from '../../core/policies/device-access.ts';
import { requireUser } from '../../core/policies/roles.ts';
import { findMonitor } from '../monitor/monitor-repository.ts';
import { findTotem } from '../totem/totem-repository.ts';
import { recordHeartbeat } from './screen-devices-repository.ts';
import { shortUserAgent } from './user-agent.ts';

export interface HeartbeatInput {
  kind: string;
  screenID: string;
  deviceID: string;
  version: string;
}

/** A build version as the client's `__APP_VERSION__` writes it ("1.3.12+20261126T134500000Z"). */
const VERSION_PATTERN = /^[0-9A-Za-z.+_-]{1,64}$/;

function parseKind(kind: string): ScreenKind {
  const found = SCREEN_KINDS.find((k) => k === kind);
  if (!found) throw badInput('kind is monitor or totem.', 'input.kind');
  return found;
}

/** The monitor or totem the beat names, when the caller may open it (NOT_FOUND / FORBIDDEN otherwise). */
function loadScreen(ctx: RequestContext, kind: ScreenKind, screenID: string) {
  return kind === 'monitor'
    ? requireDeviceViewer(ctx, screenID, 'Monitor', (id) => findMonitor(ctx.db, id))
    : requireDeviceViewer(ctx, screenID, 'Totem', (id) => findTotem(ctx.db, id));
}

/**
 * Stores a monitor's or totem's heartbeat. Malformed input is BAD_USER_INPUT and changes nothing.
 * Staff who open the screen may send it too (the same client runs) but are not stored: an
 * unattended screen is the device account's, and a staff laptop closing is no outage.
 */
export async function reportHeartbeat(ctx: RequestContext, input: HeartbeatInput): Promise<boolean> {
  const auth = requireUser(ctx);
  const kind = parseKind(input.kind);
  requireIdShape(input.deviceID, 'input.deviceID');
  requireIdShape(input.screenID, 'input.screenID');
  if (!VERSION_PATTERN.test(input.version)) {
    throw badInput('version is 1 to 64 letters, digits and . + - _', 'input.version');
  }
  const screen = await loadScreen(ctx, kind, input.screenID);
  if (screen.userID !== auth.userID) return false;
  const { recorded, backOnline } = await recordHeartbeat(
    ctx.db,
    {
      workshopID: screen.workshopID,
      userID: auth.userID,
      deviceID: input.deviceID,
      kind,
      screenID: input.screenID,
      screenName: screen.name,
      version: input.version,
      userAgent: shortUserAgent(ctx.request.userAgent),
    },
    ctx.now(),
  );
  if (backOnline) {
    ctx.logger.info('screen back online', {
      screenDeviceID: backOnline.screenDeviceID,
      workshopID: backOnline.workshopID,
      kind,
      offlineSince: backOnline.offlineSince?.toISOString(),
    });
  }
  return recorded;
}

import {
  lookup as dnsLookup,
  type LookupAddress,
  type LookupAllOptions,
  type LookupOneOptions,
} from 'node:dns';
import ipaddr from 'ipaddr.js';

/**
 * Which hosts a webhook may reach (decision 0023). A dealer's system (DMS) often sits on the
 * workshop's own network, and only an installation admin registers endpoints, so private and
 * loopback addresses are allowed. Refused are the addresses no receiver has and an attacker wants:
 * link-local (169.254.0.0/16 holds the cloud providers' metadata services, fe80::/10),
 * unspecified, multicast, broadcast and reserved ranges. A literal address is checked when the
 * endpoint is saved; a name is checked each time it is resolved, at connection, so a name that
 * later points at a refused address is refused too.
 */
const REFUSED_RANGES = new Set(['linkLocal', 'unspecified', 'multicast', 'broadcast', 'reserved']);

/** Whether a literal IP address may be reached; true for a host name (checked at connection). */
export function addressAllowed(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (!ipaddr.isValid(bare)) return true;
  // `::ffff:169.254.169.254` is the IPv4 address it carries.
  return !REFUSED_RANGES.has(ipaddr.process(bare).range());
}

/** The error a refused address gives at connection: recorded as `address_refused`. */
export class AddressRefusedError extends Error {
  readonly code = 'EWEBHOOKADDRESS';
  constructor() {
    super('webhook address refused');
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * `dns.lookup` that fails for a refused address: given to the HTTP agent's connector so the check
 * holds for the address actually connected to.
 */
export function guardedLookup(
  hostname: string,
  options: LookupOneOptions | LookupAllOptions,
  callback: LookupCallback,
): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const list = addresses as LookupAddress[];
    if (list.some((entry) => !addressAllowed(entry.address))) return callback(new AddressRefusedError(), '');
    if ((options as LookupAllOptions).all) return callback(null, list);
    const first = list[0];
    if (!first) return callback(new AddressRefusedError(), '');
    callback(null, first.address, first.family);
  });
}

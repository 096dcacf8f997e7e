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
 * link-local (169.254.0.0/16 holds the cloud providers' metadata services, fe80::/10), the shared
 * address space 100.64.0.0/10 (Alibaba Cloud's metadata service is 100.100.100.200), AWS's IPv6
 * metadata prefix fd00:ec2::/32, unspecified, multicast, broadcast and reserved ranges, and every
 * IPv6 form that carries a refused IPv4 address (mapped, IPv4-compatible, NAT64, 6to4, Teredo). A
 * literal address is checked when the endpoint is saved and before each delivery; a name is checked
 * each time it is resolved, at connection, so a name that later points at a refused address is
 * refused too.
 */
const REFUSED_IPV4 = new Set([
  'linkLocal',
  'unspecified',
  'multicast',
  'broadcast',
  'reserved',
  'carrierGradeNat',
]);
const REFUSED_IPV6 = new Set([
  'linkLocal',
  'unspecified',
  'multicast',
  'reserved',
  'deprecatedSiteLocal',
  'discard',
]);
/** AWS's instance metadata, DNS and time services over IPv6 (fd00:ec2::254, ::253, ::123). */
const AWS_METADATA: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse('fd00:ec2::'), 32];
const NAT64_LOCAL: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse('64:ff9b:1::'), 48];

/** Whether a literal IP address may be reached; true for a host name (checked at connection). */
export function addressAllowed(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (!ipaddr.isValid(bare)) return true;
  const address = ipaddr.parse(bare);
  return address.kind() === 'ipv4' ? !REFUSED_IPV4.has(address.range()) : ipv6Allowed(address as ipaddr.IPv6);
}

/**
 * Whether an endpoint's URL may be reached, read as the HTTP client reads it: the WHATWG parser
 * turns every spelling of an IPv4 address (`2852039166`, `0xa9fea9fe`, `0251.0376.0251.0376`,
 * `169.254.43518`) into its dotted form first. A URL that does not parse reaches nothing.
 */
export function urlAllowed(url: string): boolean {
  try {
    return addressAllowed(new URL(url).hostname);
  } catch {
    return false;
  }
}

function ipv6Allowed(address: ipaddr.IPv6): boolean {
  const range = address.range();
  if (range === 'loopback') return true;
  if (REFUSED_IPV6.has(range) || address.match(AWS_METADATA)) return false;
  return embeddedIPv4(address).every((v4) => !REFUSED_IPV4.has(v4.range()));
}

/**
 * The IPv4 addresses an IPv6 address carries by some transition mechanism, which a host or a
 * gateway on the way may turn into a connection to that IPv4 address.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] {
  const b = address.toByteArray();
  const v4 = (...bytes: (number | undefined)[]) => new ipaddr.IPv4(bytes.map((x) => x ?? 0));
  const last32 = v4(b[12], b[13], b[14], b[15]);
  switch (address.range()) {
    // ::ffff:a.b.c.d, ::ffff:0:a.b.c.d (RFC 6145) and 64:ff9b::a.b.c.d (RFC 6052).
    case 'ipv4Mapped':
    case 'rfc6145':
      return [last32];
    case 'rfc6052':
      // The local-use prefix may be any length RFC 6052 allows; each puts the address elsewhere.
      return address.match(NAT64_LOCAL)
        ? [v4(b[6], b[7], b[9], b[10]), v4(b[7], b[9], b[10], b[11]), v4(b[9], b[10], b[11], b[12]), last32]
        : [last32];
    case '6to4':
      return [v4(b[2], b[3], b[4], b[5])];
    case 'teredo':
      // The server's address, and the client's, stored inverted.
      return [v4(b[4], b[5], b[6], b[7]), v4(...b.slice(12, 16).map((x) => x ^ 0xff))];
    default:
      // IPv4-compatible (::a.b.c.d, deprecated by RFC 4291 but still parsed by many stacks).
      return b.slice(0, 12).every((x) => x === 0) ? [last32] : [];
  }
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

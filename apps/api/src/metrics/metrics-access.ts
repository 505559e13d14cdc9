import { timingSafeEqual, createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/** The addresses METRICS_ALLOW names, as one list to check a client against. */
export function allowedAddresses(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`METRICS_ALLOW: '${entry}' is not an address, a subnet or 'loopback'`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else {
      const bits = Number(prefix);
      if (!Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128))
        throw new Error(`METRICS_ALLOW: '${entry}' has no valid prefix length`);
      list.addSubnet(address, bits, type);
    }
  }
  return list;
}

/** Whether a client address (as Express reports it, maybe IPv4-mapped IPv6) is on the list. */
export function isAllowedAddress(list: BlockList, address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const plain = mapped ? mapped[1]! : address;
  const family = isIP(plain);
  if (family === 0) return false;
  return list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/** Compares in constant time (hashes first, so lengths do not leak either). */
export function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export type MetricsAccess = 'allowed' | 'unauthenticated' | 'forbidden';

/**
 * The rule: a valid token opens it from anywhere; an allowed address opens it without one; otherwise
 * 401 when a token is configured (a token would open it) or was given wrong, 403 when nothing would.
 */
export function metricsAccess(
  request: { address: string | undefined; authorization: string | undefined },
  rule: { allow: BlockList; token: string | undefined },
): MetricsAccess {
  const given = bearerToken(request.authorization);
  if (given !== null && rule.token !== undefined && sameToken(given, rule.token)) return 'allowed';
  if (isAllowedAddress(rule.allow, request.address)) return 'allowed';
  return rule.token !== undefined || given !== null ? 'unauthenticated' : 'forbidden';
}

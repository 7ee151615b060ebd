import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a callback may never reach: this host, its link-local neighbours (cloud metadata at
 * 169.254.169.254), private and shared networks (a cluster's pods and Services), and addresses that
 * are not unicast. IPv4-mapped IPv6 addresses are checked against the IPv4 ranges by BlockList.
 */
const NON_PUBLIC: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 3, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

const blocked = new BlockList();
for (const [network, prefix, family] of NON_PUBLIC) blocked.addSubnet(network, prefix, family);

/** True when `address` (an IP literal) is in one of the non-public ranges. */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  return family === 0 || blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Keeps `callback_url` from being a server-side request forgery: a callback goes only to hosts
 * whose every address is public, unless the host is on `CALLBACK_ALLOWED_HOSTS` (exact names,
 * empty by default). Checked when the submission arrives (a 422) and again when the callback
 * connects, through {@link lookup}, so a name that resolves differently later (DNS rebinding)
 * is refused too.
 */
export class CallbackGuard {
  private readonly allowed: ReadonlySet<string>;

  constructor(allowedHosts: readonly string[]) {
    this.allowed = new Set(allowedHosts.map((host) => host.toLowerCase()));
  }

  /**
   * Resolves the URL's host and checks every address.
   * @returns null when the callback may go there, else the reason (for the 422 body)
   */
  async check(url: string): Promise<string | null> {
    let host: string;
    try {
      host = hostOf(new URL(url));
    } catch {
      return 'is not a valid URL';
    }
    if (this.allowed.has(host)) return null;
    if (isIP(host) !== 0) return isNonPublicAddress(host) ? 'must not point to a private, loopback or link-local address' : null;
    try {
      const addresses = await lookup(host, { all: true, verbatim: true });
      if (addresses.length === 0 || addresses.some((a) => isNonPublicAddress(a.address))) return 'must not point to a private, loopback or link-local address';
    } catch {
      return 'has a host that does not resolve';
    }
    return null;
  }

  /** Whether `host` (as in the URL) is on the allow-list, so its connection is not checked. */
  allows(host: string): boolean {
    return this.allowed.has(host.toLowerCase());
  }

  /**
   * A `lookup` for `http.request` that resolves as usual and fails the connection with an error
   * when any address is non-public: the address checked is the address connected to.
   */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true, verbatim: true })
      .then((addresses) => {
        if (addresses.length === 0 || addresses.some((a) => isNonPublicAddress(a.address))) {
          callback(Object.assign(new Error(`callback host ${hostname} resolves to a non-public address`), { code: 'EACCES' }), '', 4);
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 4));
  };
}

/** The URL's host without IPv6 brackets or a trailing dot, lower case. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '').toLowerCase();
}

import os from 'node:os';

const LOOPBACK = ['127.0.0.1', 'localhost', '::1'];
const ALL_INTERFACES = ['0.0.0.0', '::'];

/** A host as a URL holds it: an IPv6 address in brackets. */
const urlHost = (host: string) => (host.includes(':') ? `[${host}]` : host);

const interfaceAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .flatMap((address) => (address ? [address.address] : []));

export interface ServedOrigins {
  /** Where the local server's own links point: SITE_URL's origin, else the address it listens on. */
  linkOrigin: string;
  /** Every origin it answers for: those a browser may reach it at, and SITE_URL's. */
  origins: string[];
}

/**
 * The origins the local server (site and functions on one origin) is reached at: its listening address, with
 * localhost's other names when it listens on loopback, or every interface's address and the machine's name when it
 * listens on all of them; and SITE_URL's origin, when set (a proxy in front may pass its Host on).
 */
export function servedOrigins(host: string, port: number, siteUrl?: string): ServedOrigins {
  const names = LOOPBACK.includes(host)
    ? [host, ...LOOPBACK]
    : ALL_INTERFACES.includes(host)
      ? ['localhost', ...LOOPBACK, os.hostname(), ...interfaceAddresses()]
      : [host];
  const own = names.map((name) => new URL(`http://${urlHost(name)}:${port}`).origin);
  return { linkOrigin: siteUrl ?? own[0]!, origins: [...new Set([...own, ...(siteUrl ? [siteUrl] : [])])] };
}

/** What a Host is to the server: one it serves, another, or one of a host's shape that no URL can hold. */
type HostVerdict = 'served' | 'other' | 'unreadable';

/** A bare host, as a Host header names one: a name or an IPv4 address, or an IPv6 address in brackets; and a port. */
const BARE_HOST = /^[\w.-]+(:\d+)?$|^\[[\da-f:.]+\](:\d+)?$/i;

/**
 * Whether a request's Host is one the server serves. Another (a forged Host, a DNS name rebound to this machine) is
 * refused before anything reads its body, stores or sends anything; so is a Host that is missing or names no bare
 * host a URL can hold (a user name or a path smuggled in, a port past 65535, a dotted name that is no IPv4 address),
 * which HTTP answers 400.
 */
export function hostCheck(origins: readonly string[]): (header: string | undefined) => HostVerdict {
  const hosts = new Set(origins.map((origin) => new URL(origin).host));
  return (header) => {
    if (!header || !BARE_HOST.test(header)) return 'unreadable';
    const url = `http://${header}`;
    if (!URL.canParse(url)) return 'unreadable';
    // As a URL's host is: lower-case, without the default port.
    return hosts.has(new URL(url).host) ? 'served' : 'other';
  };
}

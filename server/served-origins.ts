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

/** A Host header as a URL's host would be (lower-case, no default port), or undefined when it is no bare host. */
const hostOf = (header: string | undefined) =>
  header && /^[\w.-]+(:\d+)?$|^\[[\da-f:.]+\](:\d+)?$/i.test(header) ? new URL(`http://${header}`).host : undefined;

/**
 * Whether a request's Host is one the server serves. Another (a forged Host, a DNS name rebound to this machine)
 * is refused before anything reads its body, stores or sends anything.
 */
export function servesHost(origins: readonly string[]): (header: string | undefined) => boolean {
  const hosts = new Set(origins.map((origin) => new URL(origin).host));
  return (header) => {
    const host = hostOf(header);
    return host !== undefined && hosts.has(host);
  };
}

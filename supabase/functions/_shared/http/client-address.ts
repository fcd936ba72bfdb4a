/** Where a request came from, as the handler sees it: (request, Deno.serve-style info) -> an IP or nothing. */
export type ClientAddress = (req: Request, info: unknown) => string | undefined;

/** The TCP peer: Deno.serve's info.remoteAddr.hostname, which the node adapter fills from the socket. */
export const peerAddress: ClientAddress = (_req, info) => {
  const hostname = (info as { remoteAddr?: { hostname?: unknown } } | undefined)?.remoteAddr?.hostname;
  return typeof hostname === 'string' ? normalizeIp(hostname) : undefined;
};

export interface AddressRule {
  /** A header the platform sets and clients cannot forge (e.g. cf-connecting-ip behind Cloudflare). */
  header?: string;
  /** Use x-forwarded-for's first entry: only safe when the proxy in front replaces the header, not appends. */
  trustForwardedFor?: boolean;
}

/** The rule the function runs with; without one it trusts no header and uses the peer address. */
export function clientAddressRule({ header, trustForwardedFor }: AddressRule = {}): ClientAddress {
  const name = header?.trim().toLowerCase() || (trustForwardedFor ? 'x-forwarded-for' : undefined);
  if (!name) return peerAddress;
  // A missing or malformed header falls back to the peer (the proxy), never to another header.
  return (req, info) => normalizeIp(req.headers.get(name)?.split(',')[0] ?? '') ?? peerAddress(req, info);
}

const IPV4 = /^(\d{1,3}(?:\.\d{1,3}){3})(?::\d{1,5})?$/;
const IPV6 = /^\[?([0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}(?::\d{1,3}(?:\.\d{1,3}){3})?)(?:%[\w.-]+)?\]?(?::\d{1,5})?$/i;

/** An IPv4 or IPv6 address without port, zone or brackets, lower-case; IPv4-mapped IPv6 becomes IPv4. */
export function normalizeIp(text: string): string | undefined {
  const value = text.trim();
  if (value.length > 64) return undefined;
  const v4 = IPV4.exec(value)?.[1];
  if (v4) return v4;
  const v6 = IPV6.exec(value)?.[1]?.toLowerCase();
  if (!v6) return undefined;
  return /^::ffff:\d/.test(v6) ? v6.slice(7) : v6;
}

/** The rate-limit key: the address for IPv4, the /64 network for IPv6 (one subscriber gets a whole /64). */
export function networkKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.split('::');
  const groups = head ? head.split(':') : [];
  if (tail !== undefined) {
    const rest = tail ? tail.split(':') : [];
    groups.push(...Array<string>(Math.max(0, 8 - groups.length - rest.length)).fill('0'), ...rest);
  }
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

export type IpHasher = (ip: string) => string | Promise<string>;

/** HMAC-SHA-256 of the address keyed by the salt, as hex: equal addresses match, the address is not kept. */
export function webCryptoIpHasher(salt: string): IpHasher {
  const encoder = new TextEncoder();
  let key: Promise<CryptoKey> | undefined;
  return async (ip) => {
    key ??= crypto.subtle.importKey('raw', encoder.encode(salt), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await key, encoder.encode(ip)));
    return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
  };
}

export function randomSalt(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

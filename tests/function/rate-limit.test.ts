import { describe, expect, test } from 'vitest';
import { networkKey, normalizeIp, webCryptoIpHasher } from '@shared/http/client-address';
import { nodeIpHasher } from '../../server/app.ts';
import { tooManyMessage } from '@shared/forms/contact/contact-function';

describe('addresses', () => {
  test.each([
    ['192.0.2.1', '192.0.2.1'],
    [' 192.0.2.1:8080 ', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['[2001:DB8::1]:443', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::1', '::1'],
    ['unknown', undefined],
    ['', undefined],
    ['192.0.2.1; drop table', undefined],
    ['1'.repeat(100), undefined],
  ])('normalizeIp(%j) is %j', (text, expected) => {
    expect(normalizeIp(text)).toBe(expected);
  });

  test("Node's and WebCrypto's IP hashes agree", async () => {
    for (const ip of ['192.0.2.1', '2001:db8::1']) expect(nodeIpHasher('salt')(ip)).toBe(await webCryptoIpHasher('salt')(ip));
  });

  test.each([
    ['192.0.2.1', '192.0.2.1'],
    ['2001:db8:1:2::5', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1:2:3:4:5', 'fe80:0:0:1::/64'],
  ])('networkKey(%j) is %j', (ip, expected) => {
    expect(networkKey(ip)).toBe(expected);
  });
});

describe('tooManyMessage', () => {
  test.each<['network' | 'email', number, string]>([
    ['network', 1, 'Too many messages from your network. Please try again in 1 second.'],
    ['network', 60, 'Too many messages from your network. Please try again in 60 seconds.'],
    ['email', 61, 'Too many messages from this email address. Please try again in 2 minutes.'],
    ['email', 3600, 'Too many messages from this email address. Please try again in 60 minutes.'],
  ])('%s, %i s', (from, seconds, text) => {
    expect(tooManyMessage(from, seconds)).toBe(text);
  });
});

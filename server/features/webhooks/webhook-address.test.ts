import { describe, expect, it } from 'vitest';
import { addressAllowed, guardedLookup, urlAllowed } from './webhook-address.ts';

describe('the hosts a webhook may reach', () => {
  it.each([
    ['dms.example.com', true],
    ['192.168.1.20', true],
    ['10.0.0.5', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['8.8.8.8', true],
    ['169.254.169.254', false],
    ['[fe80::1]', false],
    ['0.0.0.0', false],
    ['[::]', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['[::ffff:169.254.169.254]', false],
    // The shared address space, where Alibaba Cloud's metadata service answers.
    ['100.100.100.200', false],
    ['100.64.0.1', false],
    ['100.63.255.255', true],
    ['100.128.0.1', true],
    // AWS's IPv6 metadata service; other unique-local addresses are a LAN's, as 10/8 is.
    ['[fd00:ec2::254]', false],
    ['[fd12:3456::1]', true],
    // A refused IPv4 address carried by IPv6: compatible, mapped, RFC 6145, NAT64, 6to4, Teredo.
    ['[::a9fe:a9fe]', false],
    ['[::169.254.169.254]', false],
    ['[::0.0.0.0]', false],
    ['[::ffff:0:a9fe:a9fe]', false],
    ['[64:ff9b::a9fe:a9fe]', false],
    ['[64:ff9b::6464:64c8]', false],
    ['[64:ff9b:1:a9fe:a9:fea9:fe00:0]', false],
    ['[64:ff9b:1::a9fe:a9fe]', false],
    ['[2002:a9fe:a9fe::1]', false],
    ['[2002:6464:64c8::]', false],
    ['[2001:0:a9fe:a9fe::1]', false],
    ['[2001:0:4136:e378:8000:63bf:5601:5601]', false],
    // The same mechanisms carrying an allowed address stay allowed.
    ['[::ffff:192.168.1.20]', true],
    ['[64:ff9b::808:808]', true],
    ['[2002:c0a8:114::1]', true],
    ['[::1]', true],
  ])('%s → %s', (host, allowed) => {
    expect(addressAllowed(host)).toBe(allowed);
  });

  it.each([
    'http://2852039166/hook',
    'http://0xa9fea9fe/hook',
    'http://0251.0376.0251.0376/hook',
    'http://169.254.43518/hook',
    'http://0xa9.0xfe.0xa9.0xfe/hook',
    'http://1684300999/hook',
    'http://[::169.254.169.254]/hook',
    'http://[0:0:0:0:0:ffff:a9fe:a9fe]/hook',
    'https://[FD00:0EC2:0000::0254]:443/hook',
    'not a url',
  ])('refuses every spelling of a refused address in a URL: %s', (url) => {
    expect(urlAllowed(url)).toBe(false);
  });

  it('allows a URL on a name or an allowed address', () => {
    expect(urlAllowed('https://dms.example.com/hook')).toBe(true);
    expect(urlAllowed('http://192.168.1.20:8080/hook')).toBe(true);
    expect(urlAllowed('http://3232235796/hook')).toBe(true);
  });

  it('refuses a name at connection when it resolves to a refused address', async () => {
    const outcome = (host: string) =>
      new Promise<string>((resolve) =>
        guardedLookup(host, {}, (error, address) =>
          resolve(error ? ((error as { code?: string }).code ?? 'error') : String(address)),
        ),
      );
    expect(await outcome('localhost')).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(await outcome('169.254.169.254')).toBe('EWEBHOOKADDRESS');
  });
});

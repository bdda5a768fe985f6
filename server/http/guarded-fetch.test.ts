import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPushServices } from '../config';
import { checkedTarget, FetchRefused, guardedFetch, hostAllowed, isPublicAddress, parseHostPatterns, type Resolver } from './guarded-fetch';

const resolverOf = (table: Record<string, string[]>): Resolver & { calls: string[] } => {
  const calls: string[] = [];
  const resolve = async (host: string) => {
    calls.push(host);
    const found = table[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: net.isIP(address) }));
  };
  return Object.assign(resolve, { calls });
};

describe('isPublicAddress', () => {
  it('refuses every address that is not a public one, IPv4 and IPv6', () => {
    const notPublic = [
      '0.0.0.0', '0.1.2.3', '10.0.0.1', '10.255.255.255', '100.64.0.1', '100.127.255.254', '127.0.0.1', '127.255.0.9',
      '169.254.169.254', '169.254.0.1', '172.16.0.1', '172.31.255.255', '192.0.0.8', '192.0.2.1', '192.88.99.1',
      '192.168.1.1', '198.18.0.1', '198.19.255.255', '198.51.100.7', '203.0.113.9', '224.0.0.1', '239.255.255.250',
      '240.0.0.1', '255.255.255.255',
      '::', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '::ffff:8.8.8.8', '::127.0.0.1',
      '64:ff9b::a9fe:a9fe', '100::1', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'febf::1', 'ff02::1', 'ff0e::1',
      '2001::1', '2001:db8::1', '2002:7f00:1::', '3fff::1', 'fe80::1%eth0',
      'localhost', '', 'not an address', '2130706433', '0x7f.1',
    ];
    expect(notPublic.filter(isPublicAddress)).toEqual([]);
  });

  it('accepts public addresses', () => {
    const publicOnes = ['8.8.8.8', '1.1.1.1', '142.250.74.10', '17.57.146.20', '100.63.255.255', '100.128.0.1', '172.15.255.255', '172.32.0.1', '192.167.1.1', '2a00:1450:4001:80b::200a', '2606:4700::1111', '2620:1ec:8f8::5'];
    expect(publicOnes.filter((a) => !isPublicAddress(a))).toEqual([]);
  });
});

describe('host patterns', () => {
  const patterns = readPushServices({}).hosts;
  const allowed = (url: string) => hostAllowed(patterns, new URL(url));

  it('the default list: the browsers\' push services, on https and their own port', () => {
    for (const url of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-bn3p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
      'https://api.push.apple.com/3/device/abc',
      'https://FCM.googleapis.com./fcm/send/abc',
    ]) expect(allowed(url), url).toBe(true);
    for (const url of [
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://notify.windows.com/x',
      'https://evil-fcm.googleapis.com.example.com/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://push.apple.com/x',
      'https://example.com/x',
      'https://127.0.0.1/x',
    ]) expect(allowed(url), url).toBe(false);
  });

  it('reads hosts, *.names, ports and addresses; refuses anything else at start', () => {
    expect(parseHostPatterns('a.example.com, *.b.example.com:8443 127.0.0.1:* [::1]:9000')).toEqual([
      { host: 'a.example.com', subdomains: false, port: undefined },
      { host: 'b.example.com', subdomains: true, port: 8443 },
      { host: '127.0.0.1', subdomains: false, port: '*' },
      { host: '::1', subdomains: false, port: 9000 },
    ]);
    for (const bad of ['https://a.example.com', 'a.example.com/path', '*', 'a.*.com', 'a.example.com:0', 'a.example.com:70000', 'user@a.example.com']) {
      expect(() => parseHostPatterns(bad), bad).toThrow(/PUSH_SERVICE_HOSTS/);
    }
    expect(hostAllowed(parseHostPatterns('127.0.0.1:*'), new URL('http://127.0.0.1:4567/x'))).toBe(true);
    expect(hostAllowed(parseHostPatterns('127.0.0.1'), new URL('http://127.0.0.1:4567/x'))).toBe(false);
  });

  it('takes the allow-list and the private-hosts switch from the environment', () => {
    expect(readPushServices({ PUSH_SERVICE_HOSTS: 'push.example.com' })).toEqual({ hosts: [{ host: 'push.example.com', subdomains: false, port: undefined }], allowPrivate: false });
    expect(readPushServices({ PUSH_SERVICE_HOSTS: '127.0.0.1:*', PUSH_ALLOW_PRIVATE_HOSTS: '1' }).allowPrivate).toBe(true);
    expect(readPushServices({ PUSH_ALLOW_PRIVATE_HOSTS: '0' }).allowPrivate).toBe(false);
    expect(() => readPushServices({ PUSH_ALLOW_PRIVATE_HOSTS: 'yes' })).toThrow(/PUSH_ALLOW_PRIVATE_HOSTS/);
  });
});

describe('checkedTarget', () => {
  const policy = { hosts: parseHostPatterns('push.example.com, *.push.example.com, 127.0.0.1, [::1], rebind.example.com') };
  const resolve = resolverOf({
    'push.example.com': ['93.184.216.34'],
    'a.push.example.com': ['2606:2800:220:1::1'],
    'rebind.example.com': ['93.184.216.34', '127.0.0.1'],
    'inside.push.example.com': ['10.1.2.3'],
    'meta.push.example.com': ['169.254.169.254'],
    'mapped.push.example.com': ['::ffff:127.0.0.1'],
  });
  const refusal = async (url: string) => checkedTarget(url, policy, resolve).then(() => 'accepted', (e: Error) => (e instanceof FetchRefused ? 'refused' : e.message));

  it('resolves an allowed https host once and answers the address checked', async () => {
    expect(await checkedTarget('https://push.example.com/x', policy, resolve)).toMatchObject({ address: '93.184.216.34', family: 4 });
    expect(await checkedTarget('https://a.push.example.com/x', policy, resolve)).toMatchObject({ address: '2606:2800:220:1::1', family: 6 });
    expect(resolve.calls.filter((h) => h === 'push.example.com')).toHaveLength(1);
  });

  it('refuses other schemes, credentials, hosts off the list and names with any address that is not public', async () => {
    const urls = [
      'http://push.example.com/x',
      'ftp://push.example.com/x',
      'file:///etc/passwd',
      'https://user:pw@push.example.com/x',
      'https://other.example.com/x',
      'https://push.example.com:444/x',
      'https://rebind.example.com/x',
      'https://inside.push.example.com/x',
      'https://meta.push.example.com/latest/meta-data',
      'https://mapped.push.example.com/x',
      'https://127.0.0.1/x',
      'https://0x7f.1/x',
      'https://2130706433/x',
      'https://017700000001/x',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'not a url',
    ];
    const answers = await Promise.all(urls.map(refusal));
    expect(Object.fromEntries(urls.map((u, i) => [u, answers[i]]))).toEqual(Object.fromEntries(urls.map((u) => [u, 'refused'])));
  });

  it('with no allow-list still refuses numeric tricks for loopback, the metadata address and private ranges', async () => {
    for (const url of ['https://0x7f.1/', 'https://2130706433/', 'https://[::ffff:127.0.0.1]/', 'https://[::ffff:7f00:1]/', 'https://169.254.169.254/', 'https://100.64.1.1/', 'https://[fd00::1]/', 'https://[fe80::1]/']) {
      await expect(checkedTarget(url, {}, resolve), url).rejects.toBeInstanceOf(FetchRefused);
    }
  });

  it('a name that does not resolve is an error of its own, not a refusal', async () => {
    await expect(checkedTarget('https://gone.push.example.com/x', policy, resolve)).rejects.toThrow(/ENOTFOUND/);
  });
});

describe('guardedFetch', () => {
  const seen: { host?: string; url?: string }[] = [];
  let connections = 0;
  const server = http.createServer((req, res) => {
    seen.push({ host: req.headers.host, url: req.url });
    if (req.url === '/redirect') return res.writeHead(302, { location: `http://127.0.0.1:${port}/target` }).end();
    res.writeHead(201, { 'content-type': 'text/plain' }).end('taken');
  });
  server.on('connection', () => connections++);
  let port = 0;
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve())).then(() => void (port = (server.address() as AddressInfo).port)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('connects to the address it checked, keeping the name for Host, and resolves only once', async () => {
    // the resolver answers differently each time: only the first answer may be used
    const answers = ['127.0.0.1', '10.9.9.9'];
    const calls: string[] = [];
    const resolve: Resolver = async (host) => {
      calls.push(host);
      return [{ address: answers.shift() ?? '10.9.9.9', family: 4 }];
    };
    const res = await guardedFetch(`http://push.test:${port}/one`, { method: 'POST', body: 'x' }, { hosts: parseHostPatterns('push.test:*'), allowPrivate: true }, resolve);
    expect(res).toMatchObject({ status: 201, ok: true });
    expect(res.body.toString()).toBe('taken');
    expect(calls).toEqual(['push.test']);
    expect(seen.at(-1)).toEqual({ host: `push.test:${port}`, url: '/one' });
  });

  it('answers a redirect as it is, without following it', async () => {
    const before = seen.length;
    const res = await guardedFetch(`http://127.0.0.1:${port}/redirect`, {}, { allowPrivate: true });
    expect(res.status).toBe(302);
    expect(seen.slice(before).map((s) => s.url)).toEqual(['/redirect']);
  });

  it('opens no connection to a URL the policy refuses', async () => {
    const before = connections;
    const resolve = resolverOf({ 'push.test': ['127.0.0.1'] });
    for (const url of [`http://127.0.0.1:${port}/x`, `https://127.0.0.1:${port}/x`, `https://push.test:${port}/x`, `https://[::ffff:127.0.0.1]:${port}/x`, `https://2130706433:${port}/x`]) {
      await expect(guardedFetch(url, { method: 'POST' }, { hosts: parseHostPatterns('push.test:*, 127.0.0.1:*, [::ffff:7f00:1]:*') }, resolve), url).rejects.toBeInstanceOf(FetchRefused);
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(connections).toBe(before);
  });
});

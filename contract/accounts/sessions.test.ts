import { describe, expect, it } from 'vitest';
import { deviceName } from './sessions';

describe('device name of a user agent', () => {
  const table: [string, ReturnType<typeof deviceName>][] = [
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', { browser: 'Chrome 126', os: 'Windows' }],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80', { browser: 'Edge 124', os: 'Windows' }],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', { browser: 'Safari 17', os: 'macOS' }],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', { browser: 'Safari 17', os: 'iPhone' }],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1', { browser: 'Chrome 126', os: 'iPhone' }],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', { browser: 'Firefox 127', os: 'Linux' }],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', { browser: 'Samsung Internet 25', os: 'Android' }],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 OPR/111.0.0.0', { browser: 'Opera 111', os: 'Windows' }],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', { browser: 'Chrome 126', os: 'ChromeOS' }],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/139.0.0.0 Safari/537.36', { browser: 'Chrome 139', os: 'Linux' }],
    ['curl/8.5.0', { client: 'curl 8' }],
    ['node', { client: 'Node.js' }],
    ['', {}],
    ['something unheard of', {}],
  ];
  it.each(table)('%s', (ua, expected) => {
    expect(deviceName(ua)).toEqual(expected);
  });
});

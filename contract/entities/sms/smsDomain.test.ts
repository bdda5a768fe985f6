import { describe, expect, it } from 'vitest';
import { normaliseDomainUrl } from './smsDomain';

describe('normaliseDomainUrl', () => {
  it.each([
    ['promo.example.com', 'promo.example.com'],
    ['  Promo.Example.COM/ ', 'promo.example.com'],
    ['promo.example.com:8443', 'promo.example.com:8443'],
    ['https://Promo.Example.com/', 'https://promo.example.com'],
    ['HTTPS://promo.example.com/Offers/', 'https://promo.example.com/Offers'],
    ['http://promo.example.com:8080/a?b=1', 'http://promo.example.com:8080/a?b=1'],
    ['https://promo.example.com:443/x//', 'https://promo.example.com/x'],
  ])('%j -> %j', (input, out) => expect(normaliseDomainUrl(input)).toBe(out));

  it.each(['', ' ', 'promo', 'ftp://promo.example.com', 'promo example.com', 'https://user:pw@promo.example.com', '-promo.example.com', 'promo.example.com/offers', 'https://', 'mailto:a@b.com', 42, null])(
    'refuses %j',
    (input) => expect(normaliseDomainUrl(input)).toBeUndefined(),
  );
});

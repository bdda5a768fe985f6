import { describe, expect, it } from 'vitest';
import { STORE_DEFAULTS, STORE_TEXTS, defaultAddress, defaultAddressErrors, locationPairErrors, proxyChanges, storeDomain, storeWithDefaults } from './stores';

describe('storeWithDefaults', () => {
  it('fills every missing section with its default', () => {
    const s = storeWithDefaults({ name: 'A' });
    expect(s.orderDetails).toEqual({ minPrice: 5000, deliveryFee: 5, minOrderPrice: 70, medicalCard: false });
    expect(s.tax).toEqual({ parcent: 0, beforeDiscount: false });
    expect(s.currencyId).toBe(STORE_DEFAULTS.currencyId);
    expect(Object.keys(s.operationHours as object)).toHaveLength(7);
    expect(s.addresses).toEqual([]);
    expect(s.paymentMethods).toEqual([]);
  });

  it('keeps stored values, filling only the keys a section lacks (nulls count as missing)', () => {
    const s = storeWithDefaults({ orderDetails: { minPrice: 10, deliveryFee: null }, currencyId: 3 });
    expect(s.orderDetails).toEqual({ minPrice: 10, deliveryFee: 5, minOrderPrice: 70, medicalCard: false });
    expect(s.currencyId).toBe(3);
  });

  it('takes the logo from the header logo only when the store has none', () => {
    expect(storeWithDefaults({ header: { logo: 'h.png' } }).logo).toBe('h.png');
    expect(storeWithDefaults({ logo: 'own.png', header: { logo: 'h.png' } }).logo).toBe('own.png');
    expect(storeWithDefaults({}).logo).toBeUndefined();
  });

  it('gives an address without a location the default location', () => {
    const s = storeWithDefaults({ addresses: [{ address: 'x' }, { address: 'y', isDefault: true, location: { lat: 1, lng: 2 } }] });
    expect(s.addresses).toEqual([
      { address: 'x', isDefault: false, location: STORE_DEFAULTS.location },
      { address: 'y', isDefault: true, location: { lat: 1, lng: 2 } },
    ]);
  });
});

describe('address rules', () => {
  it.each([
    [[], []],
    [[{ isDefault: true }, { isDefault: false }], []],
    [[{ isDefault: true }, { isDefault: true }], ['addresses.1.isDefault']],
    [[{ isDefault: true }, {}, { isDefault: true }, { isDefault: true }], ['addresses.2.isDefault', 'addresses.3.isDefault']],
  ])('defaults of %j fail at %j', (addresses, paths) => {
    const errors = defaultAddressErrors(addresses);
    expect(errors.map((e) => e.path)).toEqual(paths);
    for (const e of errors) expect(e.msg).toBe(STORE_TEXTS.oneDefaultAddress);
  });

  it('a location is both coordinates or neither', () => {
    expect(locationPairErrors([{ location: { lat: 1, lng: 2 } }, {}, { location: { lat: null, lng: null } }])).toEqual([]);
    expect(locationPairErrors([{ location: { lat: 1 } }, { location: { lng: 0 } }]).map((e) => e.path)).toEqual(['addresses.0.location.lng', 'addresses.1.location.lat']);
  });

  it('the default address is the marked one, else the first', () => {
    expect(defaultAddress([{ address: 'a' }, { address: 'b', isDefault: true }])?.address).toBe('b');
    expect(defaultAddress([{ address: 'a' }, { address: 'b' }])?.address).toBe('a');
    expect(defaultAddress([])).toBeUndefined();
  });
});

describe('synchronisation with the proxy', () => {
  it('reads the domain out of a url', () => {
    expect(storeDomain('https://Shop.Example.com/path?q=1')).toBe('shop.example.com');
    expect(storeDomain('  shop.test ')).toBe('shop.test');
    expect(storeDomain('')).toBeUndefined();
    expect(storeDomain(null)).toBeUndefined();
  });

  const active = { url: 'a.test', status: true, verified: false };
  it.each([
    ['a new active store is registered', {}, active, [['register', 'a.test']]],
    ['nothing changed: nothing sent', { domain: 'a.test', verified: false }, active, []],
    ['a changed verified flag registers again', { domain: 'a.test', verified: false }, { ...active, verified: true }, [['register', 'a.test']]],
    ['an inactive store is removed', { domain: 'a.test' }, { ...active, status: false }, [['remove', 'a.test']]],
    ['an archived store is removed', { domain: 'a.test' }, { ...active, deleted: true }, [['remove', 'a.test']]],
    ['a changed domain: the old removed, the new registered', { domain: 'a.test' }, { ...active, url: 'b.test' }, [['remove', 'a.test'], ['register', 'b.test']]],
    ['a store without a domain is never registered', {}, { ...active, url: '' }, []],
    ['an inactive store never registered: nothing', {}, { ...active, status: false }, []],
  ] as const)('%s', (_name, last, store, changes) => {
    expect(proxyChanges(last, store).map((c) => [c.action, c.domain])).toEqual(changes);
  });
});

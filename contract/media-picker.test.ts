import { describe, expect, it } from 'vitest';
import { defineEntity } from './entity';
import { mediaPickerPermissions } from './media-picker';

const shop = defineEntity({
  name: 'shop',
  label: 'Shops',
  labelOne: 'Shop',
  service: 'store',
  rest: 's',
  id: 'shopId',
  permission: 'store/shop',
  scope: 'platform',
  menu: 'Business',
  recordRepresentation: 'name',
  fields: { name: { type: 'string' }, header: { type: 'object', fields: { logo: { type: 'string', media: 'icon' } } } },
  filters: {},
});

describe('who may browse a library in the picker', () => {
  it('the library itself, and the screens whose forms choose from it (nested fields too)', () => {
    expect(mediaPickerPermissions('icon', [shop])).toEqual(['tool/icon', 'store/shop']);
    expect(mediaPickerPermissions('video', [shop])).toEqual(['tool/video']);
  });
});

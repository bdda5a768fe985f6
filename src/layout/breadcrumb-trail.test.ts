import { describe, expect, it } from 'vitest';
import { entityList } from '../../contract/entities';
import { screenPath } from '../../contract/screen-paths';
import { i18nProvider } from '../i18nProvider';
import { breadcrumbTrail } from './breadcrumb-trail';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const labels = (path: string, own?: string) => breadcrumbTrail(path, translate, own).map((c) => c.label);

describe('breadcrumbTrail', () => {
  it('names the area by its menu group, the list by its name and links it, and the record as its title does', () => {
    expect(breadcrumbTrail('/sms/domain/update/7', translate)).toEqual([
      { to: '#Communications', label: 'Communications', link: false },
      { to: '/sms/domain', label: 'SMS domains', link: true },
      { to: '/sms/domain/update/7', label: 'Update SMS domain #7', link: false },
    ]);
    expect(labels('/tool/upload')).toEqual(['Media', 'Images']);
    expect(labels('/catalog/product/create/1')).toEqual(['Catalog', 'Products', 'Update Product #1']);
    expect(labels('/catalog/product/create')).toEqual(['Catalog', 'Products', 'Create Product']);
    expect(labels('/catalog/product/import')).toEqual(['Catalog', 'Products', 'Import Products']);
  });

  it('takes the title a screen gives its record from its data', () => {
    expect(labels('/sale/order/update/3290b60bdeadbeef', 'Order #1042')).toEqual(['Sales', 'Orders', 'Order #1042']);
  });

  it('puts a page under the list above it, and in the area of its path', () => {
    expect(labels('/call/tickets/db3ba26a27af00eab5556d2e')).toEqual(['Communications', 'Tickets', 'Ticket']);
    expect(labels('/user/customer_group/import')).toEqual(['Customers', 'Customer groups', 'Import customers']);
    expect(labels('/system/notification/settings')).toEqual(['System', 'Notification settings']);
  });

  it('never shows a path segment as a crumb on any screen of any entity', () => {
    for (const decl of entityList) {
      for (const path of [screenPath(decl, 'list'), screenPath(decl, 'create'), screenPath(decl, 'edit', 12)]) {
        const trail = labels(path);
        expect(trail[0], path).toBe(translate(`app.menu.groups.${decl.menu}`));
        for (const segment of path.split('/').filter((s) => /[a-z]/.test(s))) expect(trail, path).not.toContain(segment);
        expect(trail.join(' '), path).not.toMatch(/\b(Update|Create) \/?(#|$)/);
      }
    }
  });

  it('leaves out the dashboard, and keeps a path no screen names readable', () => {
    expect(breadcrumbTrail('/dashboard', translate)).toEqual([]);
    expect(labels('/weird/path/12')).toEqual(['Weird', 'Path', '12']);
  });
});

import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18nProvider';
import { breadcrumbTrail } from './breadcrumb-trail';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

describe('breadcrumbTrail', () => {
  it('names an area by its name, a known screen by its title, and folds "update" into the record', () => {
    expect(breadcrumbTrail('/sms/domain/update/7', translate)).toEqual([
      { to: '/sms', label: 'SMS', link: false },
      { to: '/sms/domain', label: 'SMS domains', link: true },
      { to: '/sms/domain/update/7', label: 'Update #7', link: false },
    ]);
  });

  it('title-cases an area the catalogue does not name, and leaves out the dashboard', () => {
    expect(breadcrumbTrail('/dashboard', translate)).toEqual([]);
    expect(breadcrumbTrail('/call/calls', translate)[0]).toEqual({ to: '/call', label: 'Call', link: false });
  });

  it('shows a record id as it is', () => {
    expect(breadcrumbTrail('/call/tickets/db3ba26a27af00eab5556d2e', translate).at(-1)).toEqual({ to: '/call/tickets/db3ba26a27af00eab5556d2e', label: 'db3ba26a27af00eab5556d2e', link: false });
  });
});

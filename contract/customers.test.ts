import { describe, expect, it } from 'vitest';
import { CUSTOMER_DETAIL_TABS, customerGroupImportPath, detailTabPath } from './customers';

describe('paths', () => {
  it('gives each detail tab its own paged call under cu/c', () => {
    const paths = CUSTOMER_DETAIL_TABS.map((t) => detailTabPath(t, 7, 2, 10));
    expect(new Set(paths).size).toBe(CUSTOMER_DETAIL_TABS.length);
    for (const p of paths) expect(p).toMatch(/^cu\/c\/.+\/7\/2\/10$/);
  });
  it('preselects the group on the import screen', () => {
    expect(customerGroupImportPath()).toBe('/user/customer_group/import');
    expect(customerGroupImportPath(4)).toBe('/user/customer_group/import?customerGroupId=4');
  });
});

import { describe, expect, it } from 'vitest';
import { aliasTarget, SCREEN_ALIASES } from './screen-aliases';

describe('spec paths that name a screen built elsewhere', () => {
  it('lead to the screen, keeping what follows and the query', () => {
    expect(aliasTarget('/sales/returns')).toBe('/sale/return');
    expect(aliasTarget('/sales/returns/update/7', '?tab=x')).toBe('/sale/return/update/7?tab=x');
    expect(aliasTarget('/sales/recurring_profiles/create')).toBe('/catalog/recurring_profiles/create');
    expect(aliasTarget('/catalog/reviews', '?page=2&perPage=20')).toBe('/catalog/review?page=2&perPage=20');
    expect(aliasTarget('/catalog/reviews/')).toBe('/catalog/review');
  });

  it('/users/{id} is the user\'s screen, its id kept as one segment', () => {
    expect(aliasTarget('/users')).toBe('/system/user');
    expect(aliasTarget('/users/12', '?return=/dashboard')).toBe('/system/user/update/12?return=/dashboard');
    expect(aliasTarget('/users/create')).toBe('/system/user/create');
    expect(aliasTarget('/users/update/3')).toBe('/system/user/update/3');
    expect(aliasTarget('/users/a%2Fb')).toBe('/system/user/update/a%2Fb');
  });

  it('leaves other paths alone, and no alias leads to another alias', () => {
    expect(aliasTarget('/usersx')).toBeUndefined();
    expect(aliasTarget('/sale/return')).toBeUndefined();
    for (const a of SCREEN_ALIASES) expect(aliasTarget(a.to), a.to).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { language } from '../../../contract/entities/language';
import { user } from '../../../contract/entities/user';
import { product } from '../../../contract/entities/product';
import { entities } from '../../../contract/entities';
import { defaultValues, errorCounts, errorPaths, formTabs, tabAfterFailedSubmit, tabLabel, validateRecord, withoutEmptyTranslations } from './form-rules';
import { saveTarget } from './useSaveTarget';

describe('form rules', () => {
  it('numbers the declared tabs', () => {
    expect(formTabs(user).map((t) => tabLabel(formTabs(user), t))).toEqual(['1. General', '2. Salary', '3. Working hours']);
  });

  it("validates with the server's messages", () => {
    expect(validateRecord(language, { name: 'E', code: '' }, 'create')).toEqual({
      name: 'Minimum length should be 2 characters.',
      code: 'Oops! Fill in the Code.',
    });
    // the password is required on create only
    const created = validateRecord(user, { ...defaultValues(user), password: '' }, 'create');
    const updated = validateRecord(user, { ...defaultValues(user), password: '' }, 'update');
    expect(created.password).toBe('Oops! Fill in the Password.');
    expect(updated.password).toBeUndefined();
  });

  it('leaves out what the server sets, as the save does (a route form holding its distance and franchise)', () => {
    const route = entities.deliveryRoute;
    const values = { ...defaultValues(route), driverId: 3, ordersDeliverRoute: [], distance: 1200, estimatedTime: 60, franchiseId: 4, driverName: 'driver' };
    expect(validateRecord(route, values, 'create')).toEqual({});
    expect(validateRecord(route, values, 'update')).toEqual({});
  });

  it('counts errors per tab and picks the tab to show after a failed submit', () => {
    const errors = { name: { type: 'manual', message: 'x' }, sortOrder: { type: 'manual', message: 'y' }, description: { type: 'manual', message: 'z' } };
    const counts = errorCounts(language, errorPaths(errors));
    expect(counts).toEqual({ General: 1, Data: 2 });
    expect(tabAfterFailedSubmit(['General', 'Data'], counts, 'Data')).toBe('Data');
    expect(tabAfterFailedSubmit(['General', 'Data'], { General: 0, Data: 2 }, 'General')).toBe('Data');
    expect(errorCounts(user, errorPaths({ salary: { hourlyRate: { type: 'manual', message: 'x' } } }))).toEqual({ General: 0, Salary: 1, 'Working hours': 0 });
  });

  it('starts a new record from the declared defaults', () => {
    const values = defaultValues(user);
    expect(values.status).toBe(true);
    expect(values.salary).toEqual({ monthlySalary: 0, hourlyRate: 0, perOrderRate: 0 });
    expect(values.workingHours).toMatchObject({ monday: [], sunday: [] });
  });

  it('starts a currency at its initial value 1.1, and refuses it emptied: the server fills nothing in', () => {
    const currency = entities.currency;
    const values = defaultValues(currency);
    expect(values.value).toBe(1.1);
    expect(validateRecord(currency, { ...values, title: 'Euro', code: 'EUR' }, 'create')).toEqual({});
    expect(validateRecord(currency, { ...values, title: 'Euro', code: 'EUR', value: null }, 'create')).toEqual({ value: 'Oops! Fill in the Value.' });
    expect(validateRecord(currency, { title: 'Euro', value: '' }, 'update')).toEqual({ value: 'Oops! Fill in the Value.' });
  });

  it("refuses a user's sort order above 200 on the field", () => {
    const values = { ...defaultValues(user), username: 'ann', firstname: 'Ann', lastname: 'Lee', email: 'ann@example.com', phone: '555', password: 'Secret#1', user_group_id: 2 };
    expect(validateRecord(user, { ...values, sortOrder: 200 }, 'create')).toEqual({});
    expect(validateRecord(user, { ...values, sortOrder: 201 }, 'create')).toEqual({ sortOrder: 'Maximum value is 200.' });
  });

  it('redirects after save to the return path, else the list the specification names, else back one screen', () => {
    expect(saveTarget(user, '/sale/order')).toBe('/sale/order');
    expect(saveTarget(user, '//evil.example.com')).toBe('/system/user');
    // languages are not in the post-save list: "Other saves go back one screen"
    expect(saveTarget(language, null)).toBeUndefined();
    expect(saveTarget(language, '/dashboard')).toBe('/dashboard');
  });
});

describe('what the form sends', () => {
  it('leaves out the languages nobody wrote in, and keeps the rest of the record as it is', () => {
    const sent = withoutEmptyTranslations(product, {
      price: 3,
      descriptions: [
        { languageId: 1, name: 'Tea' },
        { languageId: 2, name: '', description: null },
        { languageId: 3 },
        { languageId: 4, name: null, metaTitle: 'Té' },
      ],
      images: [],
    });
    expect(sent).toEqual({ price: 3, descriptions: [{ languageId: 1, name: 'Tea' }, { languageId: 4, name: null, metaTitle: 'Té' }], images: [] });
  });
});

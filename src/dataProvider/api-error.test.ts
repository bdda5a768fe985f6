import { describe, expect, it } from 'vitest';
import { user } from '../../contract/entities/user';
import { messages } from '../../contract/messages';
import { errorItems, failureText, itemText, labelForPath, nestErrors, toApiError } from './api-error';

describe('error mapping', () => {
  it('turns a 422 array into one item per field, titled by the field label', () => {
    const error = toApiError(422, [
      { path: 'name', msg: 'Minimum length should be 2 characters.' },
      { path: 'code', msg: 'Oops! Fill in the Code.' },
    ]);
    expect(error.status).toBe(422);
    expect(error.items.map(itemText)).toEqual(['Name: Minimum length should be 2 characters.', 'Code: Oops! Fill in the Code.']);
    expect(error.body.errors).toEqual({ name: 'Minimum length should be 2 characters.', code: 'Oops! Fill in the Code.' });
  });

  it('uses the declared labels of the resource, nested fields included', () => {
    const error = toApiError(422, [{ path: 'user_group_id', msg: 'Oops! Fill in the Group.' }, { path: 'salary.hourlyRate', msg: 'Minimum value is 0.' }], 'user');
    expect(error.items.map(itemText)).toEqual(['Group: Oops! Fill in the Group.', 'Hourly Rate: Minimum value is 0.']);
    expect(labelForPath('workingHours.monday.0.startTime', user.fields)).toBe('Start Time');
  });

  it('accepts the param/message variant and a single item', () => {
    expect(errorItems({ param: 'code', message: 'Too long' })).toEqual([{ path: 'code', label: 'Code', msg: 'Too long' }]);
  });

  it("shows 'Bad response from server' for other failures unless the body has a message", () => {
    expect(toApiError(500, 'oops').message).toBe(messages.badResponse);
    expect(toApiError(404, null).message).toBe(messages.badResponse);
    expect(toApiError(409, { message: 'It cannot be deleted: users still refer to it.' }).message).toBe('It cannot be deleted: users still refer to it.');
    expect(toApiError(409, { message: 'x' }).items).toEqual([]);
  });

  it('nests dotted paths for the form', () => {
    expect(nestErrors([{ path: 'permissions.0.type', label: 'Type', msg: 'bad' }])).toEqual({ permissions: { 0: { type: 'bad' } } });
  });
});

describe('the text of a failure', () => {
  it("says 'Bad response from server' for every answer of 400 or more, beside the server's own message", () => {
    expect(failureText(toApiError(500, null))).toBe(messages.badResponse);
    expect(failureText(toApiError(404, { message: 'Not found' }))).toBe(`${messages.badResponse}: Not found`);
    expect(failureText(toApiError(409, { message: 'It cannot be deleted.' }), 'Respuesta incorrecta del servidor')).toBe('Respuesta incorrecta del servidor: It cannot be deleted.');
  });
  it('shows a failure without an answer by its own message', () => {
    expect(failureText(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(failureText(undefined)).toBe(messages.badResponse);
  });
});

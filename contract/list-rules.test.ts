import { describe, expect, it } from 'vitest';
import { entities } from './entities';
import { isListField, isSortable, listFilterOf } from './list-rules';

describe('sortable list fields', () => {
  it('the id, the creation date and scalar fields; not documents, lists or secrets', () => {
    const user = entities.user;
    for (const field of ['userId', 'dateAdded', 'username', 'status', 'user_group_id', 'sortOrder']) expect(isSortable(user, field), field).toBe(true);
    for (const field of ['password', 'salary', 'workingHours', 'nothing']) expect(isSortable(user, field), field).toBe(false);
  });
});

describe("a list's filter values from untrusted input", () => {
  const language = entities.language;

  it("keeps the list's own filters and fields with plain values, and names the keys refused", () => {
    expect(listFilterOf(language, { name: 'x', status: true, languageId: [1, 2], deleted: true, secret: 1, code: { $ne: 1 }, locale: [[1]] })).toEqual({
      filter: { name: 'x', status: true, languageId: [1, 2] },
      refused: ['deleted', 'secret', 'code', 'locale'],
    });
  });

  it('reads nothing from what is not an object', () => {
    for (const input of [null, 'name', [1], 3]) expect(listFilterOf(language, input)).toEqual({ filter: {}, refused: [] });
  });

  it('the id, fields and filters are list fields; the tabs\' deleted is not', () => {
    for (const name of ['id', 'languageId', 'name', 'sortOrder']) expect(isListField(language, name), name).toBe(true);
    for (const name of ['deleted', 'secret', 'toString']) expect(isListField(language, name), name).toBe(false);
  });
});

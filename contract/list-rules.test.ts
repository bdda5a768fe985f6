import { describe, expect, it } from 'vitest';
import { entities } from './entities';
import { isSortable } from './list-rules';

describe('sortable list fields', () => {
  it('the id, the creation date and scalar fields; not documents, lists or secrets', () => {
    const user = entities.user;
    for (const field of ['userId', 'dateAdded', 'username', 'status', 'user_group_id', 'sortOrder']) expect(isSortable(user, field), field).toBe(true);
    for (const field of ['password', 'salary', 'workingHours', 'nothing']) expect(isSortable(user, field), field).toBe(false);
  });
});

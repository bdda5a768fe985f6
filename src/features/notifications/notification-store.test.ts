import { describe, expect, it } from 'vitest';
import { freshRead, notificationStore } from './notification-store';

const item = (id: number) => ({ notificationId: id, read: false }) as never;

describe('reads of the notifications while notifications arrive', () => {
  it('a read answered before a notification arrived is made again, so the bell does not fall back', async () => {
    let reads = 0;
    const unread = await freshRead(async () => {
      reads++;
      if (reads === 1) notificationStore.prepend(item(1)); // arrives over the socket meanwhile
      return reads;
    });
    expect(reads).toBe(2);
    expect(unread).toBe(2);
  });

  it('a quiet read is made once', async () => {
    let reads = 0;
    await freshRead(async () => ++reads);
    expect(reads).toBe(1);
  });

  it('gives up after three reads while notifications keep arriving', async () => {
    let reads = 0;
    await freshRead(async () => {
      notificationStore.prepend(item(100 + ++reads));
      return reads;
    });
    expect(reads).toBe(3);
  });
});

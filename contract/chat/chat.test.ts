import { describe, expect, it } from 'vitest';
import { chatFileUrl, directKey, parseChatFileUrl, replaceMessage, roomKey, roomMembers, roomTitle, unreadCount } from './chat';

describe('direct room key', () => {
  it('is the same whoever starts the chat', () => {
    expect(directKey(9, 3)).toBe('3:9');
    expect(directKey(3, 9)).toBe('3:9');
  });
  it('belongs to two-member rooms only', () => {
    expect(roomKey(roomMembers(9, [3, 3, 9]))).toBe('3:9');
    expect(roomKey(roomMembers(1, [2, 3]))).toBeNull();
    expect(roomMembers(5, [5])).toEqual([5]);
  });
});

describe('unread counting', () => {
  const messages = [
    { _id: 1, senderId: 1 },
    { _id: 2, senderId: 2 },
    { _id: 3, senderId: 2 },
    { _id: 4, senderId: 1 },
  ];
  it('counts the others\u2019 messages after the last read one', () => {
    expect(unreadCount(messages, 1, 0)).toBe(2);
    expect(unreadCount(messages, 1, 2)).toBe(1);
    expect(unreadCount(messages, 1, 4)).toBe(0);
    expect(unreadCount(messages, 2, 0)).toBe(2);
  });
});

describe('message replace', () => {
  it('replaces the message with the same id in place', () => {
    const list = [{ _id: 3, t: 'c' }, { _id: 2, t: 'b' }, { _id: 1, t: 'a' }];
    expect(replaceMessage(list, { _id: 2, t: 'B' })).toEqual([{ _id: 3, t: 'c' }, { _id: 2, t: 'B' }, { _id: 1, t: 'a' }]);
  });
  it('puts a new message first', () => {
    expect(replaceMessage([{ _id: 1 }], { _id: 2 }).map((m) => m._id)).toEqual([2, 1]);
  });
});

describe('file URLs', () => {
  it('round-trips a key and a name with spaces and accents', () => {
    const url = chatFileUrl('AAAAAAAAAAAAAAAAAAAAAA', 'rapport d\u2019\u00e9t\u00e9.pdf');
    expect(url.startsWith('/chat/files/AAAAAAAAAAAAAAAAAAAAAA/')).toBe(true);
    expect(parseChatFileUrl(url)).toEqual({ key: 'AAAAAAAAAAAAAAAAAAAAAA', name: 'rapport d\u2019\u00e9t\u00e9.pdf' });
  });
  it('refuses anything else', () => {
    expect(parseChatFileUrl('chat/report.pdf')).toBeUndefined();
    expect(parseChatFileUrl('/chat/files/short/x.pdf')).toBeUndefined();
    expect(parseChatFileUrl('https://evil.example/chat/files/AAAAAAAAAAAAAAAAAAAAAA/x.pdf')).toBeUndefined();
  });
});

describe('room title', () => {
  const members = [{ userId: 1, username: 'admin', online: true }, { userId: 2, username: 'manager', online: false }, { userId: 3, username: 'driver', online: false }];
  it('is the name, else the other members', () => {
    expect(roomTitle({ name: 'Ops', members }, 1)).toBe('Ops');
    expect(roomTitle({ name: null, members }, 1)).toBe('manager, driver');
  });
});

// Every SQL read of the chat (writes go through the entities' repositories, except the read marks
// of chat_read, which are no entity's): rooms of a member, messages of a room, unread counts.
import { sql } from 'kysely';
import type { ChatMember, ChatMessage, ChatRoom } from '../../../contract/chat/chat';
import type { Db } from '../../db/database';

type Executor = Db;

export interface RoomRow {
  id: number;
  name: string | null;
  members: number[];
  direct_key: string | null;
  blocked: boolean;
  deleted: boolean;
}

interface MessageRow {
  id: number;
  room_id: number;
  sender_id: number;
  sender: string | null;
  message: string | null;
  files: string[] | null;
  condition: string | null;
  date_added: Date;
}

const asMember = (userId: number) => JSON.stringify([userId]);

export async function roomById(db: Executor, id: number): Promise<RoomRow | undefined> {
  const { rows } = await sql<RoomRow>`SELECT id, name, members, direct_key, blocked, deleted FROM chat_room WHERE id = ${id}`.execute(db);
  return rows[0] && { ...rows[0], id: Number(rows[0].id), members: rows[0].members.map(Number) };
}

export async function directRoom(db: Executor, key: string): Promise<RoomRow | undefined> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM chat_room WHERE direct_key = ${key} AND NOT deleted ORDER BY id LIMIT 1`.execute(db);
  return rows[0] ? roomById(db, Number(rows[0].id)) : undefined;
}

export async function usernames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const { rows } = await sql<{ id: number; username: string }>`SELECT id, username FROM app_user WHERE id = ANY(${ids})`.execute(db);
  return new Map(rows.map((r) => [Number(r.id), r.username]));
}

export async function staff(db: Executor, search: string | undefined): Promise<{ userId: number; username: string }[]> {
  const like = search ? `%${search}%` : '%';
  const { rows } = await sql<{ id: number; username: string }>`
    SELECT id, username FROM app_user WHERE NOT deleted AND status AND username ILIKE ${like} ORDER BY username LIMIT 500`.execute(db);
  return rows.map((r) => ({ userId: Number(r.id), username: r.username }));
}

export async function lastReads(db: Executor, roomIds: number[], userId: number): Promise<Map<number, number>> {
  if (!roomIds.length) return new Map();
  const { rows } = await sql<{ room_id: number; last_read_id: number }>`
    SELECT room_id, last_read_id FROM chat_read WHERE user_id = ${userId} AND room_id = ANY(${roomIds})`.execute(db);
  return new Map(rows.map((r) => [Number(r.room_id), Number(r.last_read_id)]));
}

/** Unread messages of the member per room (others' messages after the last read one). */
export async function unreadCounts(db: Executor, userId: number, roomIds?: number[]): Promise<Map<number, number>> {
  const { rows } = await sql<{ room_id: number; n: number }>`
    SELECT r.id AS room_id, count(m.id)::int AS n
    FROM chat_room r
    JOIN chat_message m ON m.room_id = r.id AND NOT m.deleted AND m.sender_id <> ${userId}
    LEFT JOIN chat_read cr ON cr.room_id = r.id AND cr.user_id = ${userId}
    WHERE r.members @> ${asMember(userId)}::jsonb AND NOT r.deleted
      AND m.id > coalesce(cr.last_read_id, 0)
      ${roomIds ? sql`AND r.id = ANY(${roomIds})` : sql``}
    GROUP BY r.id`.execute(db);
  return new Map(rows.map((r) => [Number(r.room_id), r.n]));
}

/** Marks everything in the room read by the member, up to its newest message. */
export async function markRead(db: Executor, roomId: number, userId: number): Promise<void> {
  await sql`
    INSERT INTO chat_read (room_id, user_id, last_read_id)
    SELECT ${roomId}, ${userId}, coalesce(max(id), 0) FROM chat_message WHERE room_id = ${roomId}
    ON CONFLICT (room_id, user_id) DO UPDATE SET last_read_id = greatest(chat_read.last_read_id, excluded.last_read_id)`.execute(db);
}

/** The lowest last-read id among the room's other members: one's own messages up to it are read by all. */
async function othersRead(db: Executor, room: RoomRow, userId: number): Promise<number> {
  const others = room.members.filter((m) => m !== userId);
  if (!others.length) return Number.MAX_SAFE_INTEGER;
  const reads = await sql<{ user_id: number; last_read_id: number }>`
    SELECT user_id, last_read_id FROM chat_read WHERE room_id = ${room.id} AND user_id = ANY(${others})`.execute(db);
  const byUser = new Map(reads.rows.map((r) => [Number(r.user_id), Number(r.last_read_id)]));
  return Math.min(...others.map((o) => byUser.get(o) ?? 0));
}

const toMessage = (r: MessageRow, read: boolean): ChatMessage => ({
  _id: Number(r.id),
  chatRoom: Number(r.room_id),
  senderId: Number(r.sender_id),
  sender: r.sender ?? '',
  message: r.message ?? '',
  files: r.files ?? [],
  condition: r.condition === 'edited' ? 'edited' : 'sent',
  read,
  dateAdded: r.date_added.toISOString(),
});

const messageSelect = sql`
  SELECT m.id, m.room_id, m.sender_id, u.username AS sender, m.message, m.files, m.condition, m.date_added
  FROM chat_message m LEFT JOIN app_user u ON u.id = m.sender_id`;

/** A room's messages newest first, as the member sees them. */
export async function roomMessages(db: Executor, room: RoomRow, userId: number, page: number, count: number): Promise<{ data: ChatMessage[]; count: number }> {
  const [{ rows }, total, reads, others] = await Promise.all([
    sql<MessageRow>`${messageSelect} WHERE m.room_id = ${room.id} AND NOT m.deleted ORDER BY m.id DESC LIMIT ${count} OFFSET ${(page - 1) * count}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM chat_message WHERE room_id = ${room.id} AND NOT deleted`.execute(db),
    lastReads(db, [room.id], userId),
    othersRead(db, room, userId),
  ]);
  const mine = reads.get(room.id) ?? 0;
  return {
    data: rows.map((r) => toMessage(r, Number(r.sender_id) === userId ? Number(r.id) <= others : Number(r.id) <= mine)),
    count: total.rows[0].n,
  };
}

export async function messageFor(db: Executor, id: number, room: RoomRow, userId: number): Promise<ChatMessage | undefined> {
  const { rows } = await sql<MessageRow>`${messageSelect} WHERE m.id = ${id}`.execute(db);
  if (!rows[0]) return undefined;
  const read = Number(rows[0].sender_id) === userId ? Number(rows[0].id) <= (await othersRead(db, room, userId)) : false;
  return toMessage(rows[0], read);
}

/** The member's rooms, the most recently active first. */
export async function memberRooms(
  db: Executor,
  userId: number,
  page: number,
  count: number,
  online: (userId: number) => boolean,
): Promise<{ data: ChatRoom[]; count: number }> {
  const [{ rows }, total] = await Promise.all([
    sql<RoomRow & { last_id: number | null }>`
      SELECT r.id, r.name, r.members, r.direct_key, r.blocked, r.deleted,
        (SELECT max(m.id) FROM chat_message m WHERE m.room_id = r.id AND NOT m.deleted) AS last_id
      FROM chat_room r WHERE r.members @> ${asMember(userId)}::jsonb AND NOT r.deleted
      ORDER BY coalesce((SELECT max(m.id) FROM chat_message m WHERE m.room_id = r.id), 0) DESC, r.id DESC
      LIMIT ${count} OFFSET ${(page - 1) * count}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM chat_room WHERE members @> ${asMember(userId)}::jsonb AND NOT deleted`.execute(db),
  ]);
  const rooms = rows.map((r) => ({ ...r, id: Number(r.id), members: r.members.map(Number) }));
  const ids = rooms.map((r) => r.id);
  const [names, unread] = await Promise.all([usernames(db, [...new Set(rooms.flatMap((r) => r.members))]), unreadCounts(db, userId, ids)]);
  const data: ChatRoom[] = [];
  for (const r of rooms) {
    const members: ChatMember[] = r.members.map((m) => ({ userId: m, username: names.get(m) ?? '', online: online(m) }));
    const last = r.last_id ? await messageFor(db, Number(r.last_id), r, userId) : undefined;
    const notificationsCount = unread.get(r.id) ?? 0;
    data.push({
      roomId: r.id,
      name: r.name,
      members,
      notificationsCount,
      lastMessage: last ? { ...last, read: last.senderId === userId ? last.read : notificationsCount === 0 } : null,
      deleted: r.deleted,
      blocked: r.blocked,
    });
  }
  return { data, count: total.rows[0].n };
}

export interface ChatFileRow {
  key: string;
  room_id: number;
  name: string;
  mime: string;
  size: number;
}

export async function insertFile(db: Executor, file: { key: string; roomId: number; name: string; mime: string; size: number; userId: number }): Promise<void> {
  await sql`INSERT INTO chat_file (key, room_id, name, mime, size, uploaded_by)
    VALUES (${file.key}, ${file.roomId}, ${file.name}, ${file.mime}, ${file.size}, ${file.userId})`.execute(db);
}

export async function fileByKey(db: Executor, key: string): Promise<ChatFileRow | undefined> {
  const { rows } = await sql<ChatFileRow>`SELECT key, room_id, name, mime, size FROM chat_file WHERE key = ${key}`.execute(db);
  return rows[0] && { ...rows[0], room_id: Number(rows[0].room_id), size: Number(rows[0].size) };
}

/** Of these keys, those uploaded to the room. */
export async function roomFileKeys(db: Executor, roomId: number, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const { rows } = await sql<{ key: string }>`SELECT key FROM chat_file WHERE room_id = ${roomId} AND key = ANY(${keys})`.execute(db);
  return new Set(rows.map((r) => r.key));
}

/** The users sharing a room with the user (the user left out): who may see them online. */
export async function roomPeers(db: Executor, userId: number): Promise<Set<number>> {
  const { rows } = await sql<{ id: string }>`
    SELECT DISTINCT m.id FROM chat_room r CROSS JOIN LATERAL jsonb_array_elements_text(r.members) AS m(id)
    WHERE NOT r.deleted AND r.members @> jsonb_build_array(${userId}::bigint)`.execute(db);
  return new Set(rows.map((r) => Number(r.id)).filter((id) => id !== userId));
}

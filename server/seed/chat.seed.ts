// Demo data of Chat rooms and messages, written through the entities' repositories on a fresh database, after the
// order data and the other areas' demo data (users, stores, businesses, customers and orders exist by then).
import { sql } from 'kysely';
import { directKey } from '../../contract/chat/chat';
import type { Db } from '../db/database';
import { SEED, type SeedRepositories } from './seed-repositories';

/** A direct chat between admin and manager and a team room with the driver; admin has one unread message. */
export async function seedChat(db: Db, repos: SeedRepositories): Promise<void> {
  const { rows } = await sql<{ id: number; username: string }>`
    SELECT id::int AS id, username FROM app_user WHERE username IN ('admin', 'manager', 'driver') AND NOT deleted`.execute(db);
  const id = Object.fromEntries(rows.map((r) => [r.username, r.id])) as Record<string, number | undefined>;
  const { admin, manager, driver } = id;
  if (!admin || !manager) return;

  const direct = await repos.chatRoom.create({ name: null, members: [admin, manager].sort((a, b) => a - b), directKey: directKey(admin, manager), blocked: false }, SEED);
  const roomId = direct.roomId as number;
  const lines: [number, string][] = [
    [manager, 'Morning! The new menu is live in every store.'],
    [admin, 'Great, thanks. Any issue with the delivery zones?'],
    [manager, 'None so far. I will check the evening orders.'],
  ];
  for (const [senderId, message] of lines) await repos.chatMessage.create({ roomId, senderId, message, files: [], condition: 'sent' }, SEED);
  // admin read up to his own message; manager read everything
  const ids = (await sql<{ id: number }>`SELECT id::int AS id FROM chat_message WHERE room_id = ${roomId} ORDER BY id`.execute(db)).rows.map((r) => r.id);
  await sql`INSERT INTO chat_read (room_id, user_id, last_read_id) VALUES (${roomId}, ${admin}, ${ids[1]}), (${roomId}, ${manager}, ${ids[2]})`.execute(db);

  if (!driver) return;
  const team = await repos.chatRoom.create({ name: 'Delivery team', members: [admin, manager, driver].sort((a, b) => a - b), directKey: null, blocked: false }, SEED);
  await repos.chatMessage.create({ roomId: team.roomId, senderId: driver, message: 'Route 12 is done, heading back.', files: [], condition: 'sent' }, SEED);
  const last = (await sql<{ id: number }>`SELECT max(id)::int AS id FROM chat_message WHERE room_id = ${team.roomId as number}`.execute(db)).rows[0].id;
  await sql`INSERT INTO chat_read (room_id, user_id, last_read_id) VALUES (${team.roomId as number}, ${admin}, ${last}), (${team.roomId as number}, ${manager}, ${last}), (${team.roomId as number}, ${driver}, ${last})`.execute(db);
}

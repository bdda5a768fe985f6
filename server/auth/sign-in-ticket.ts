import { createHmac, timingSafeEqual } from 'node:crypto';
import { TWO_FACTOR, type SignInStep } from '../../contract/accounts/two-factor';

/** What a ticket says: who passed the password step, under which name, and what comes next. */
export interface SignInTicket {
  userId: number;
  /** the name as typed at sign-in: wrong codes count against it as wrong passwords do */
  name: string;
  next: SignInStep;
  /** when the password was checked, ms: a password changed since voids the ticket */
  issuedAt: number;
}

interface Payload {
  u: number;
  n: string;
  s: SignInStep;
  i: number;
  e: number;
}

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/**
 * The proof that a password was right, handed out instead of a token when a second step follows
 * (docs/accounts.md, "Two-factor sign-in"): signed, short-lived (TWO_FACTOR.ticketMinutes), and good
 * for nothing but that step. The server keeps nothing for it.
 */
export function issueTicket(key: Buffer, ticket: Omit<SignInTicket, 'issuedAt'>, now = Date.now()): string {
  const payload: Payload = { u: ticket.userId, n: ticket.name, s: ticket.next, i: now, e: now + TWO_FACTOR.ticketMinutes * 60_000 };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(key, body)}`;
}

/** The ticket's content if it is genuine, unexpired and for `step`; undefined otherwise. */
export function readTicket(key: Buffer, text: string, step: SignInStep, now = Date.now()): SignInTicket | undefined {
  const [body, signature, extra] = text.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let p: Payload;
  try {
    p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
  } catch {
    return undefined;
  }
  if (p.s !== step || typeof p.e !== 'number' || p.e <= now || !Number.isSafeInteger(p.u) || typeof p.n !== 'string') return undefined;
  return { userId: p.u, name: p.n, next: p.s, issuedAt: p.i };
}

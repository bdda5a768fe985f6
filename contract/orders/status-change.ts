// The status change body and its rules (spec, first document, sections 4 and 5).
import type { ValidationItem } from '../validate';
import { orderMessages } from './order-messages';
import type { OrderStatus } from './order-status';

/** Cancellation reason 'other': the one that needs notes. */
export const OTHER_CANCELLATION_REASON_ID = 8;
export const NOTES_MIN_LENGTH = 4;

/** Body of the status change call. */
export interface StatusChange {
  status: OrderStatus;
  /** the status the client saw; the server refuses the change when it differs from the stored one */
  previousStatus: OrderStatus;
  /** notes */
  message?: string;
  /** cancellation reason, for status cancel */
  orderCancellationReasonId?: number;
  /** the driver, for status delivering */
  userId?: number;
}

/** Whether notes are required: for stolen, and for a cancellation with reason 8 (other). */
export const notesRequired = (input: { status: string; reasonId?: number | null }): boolean =>
  input.status === 'stolen' || (input.status === 'cancel' && Number(input.reasonId) === OTHER_CANCELLATION_REASON_ID);

/**
 * The dialog's checks: cancel needs a reason; notes, when required, not empty and at least 4
 * characters. Errors carry the body field as path: `orderCancellationReasonId`, `message`.
 * An empty list means Confirm is enabled.
 */
export function statusChangeErrors(input: { status: string; reasonId?: number | null; message?: string | null }): ValidationItem[] {
  const errors: ValidationItem[] = [];
  if (input.status === 'cancel' && !(Number(input.reasonId) > 0)) {
    errors.push({ path: 'orderCancellationReasonId', msg: orderMessages.reasonRequired });
  }
  if (notesRequired(input)) {
    const notes = (input.message ?? '').trim();
    if (!notes) errors.push({ path: 'message', msg: orderMessages.enterNotes });
    else if (notes.length < NOTES_MIN_LENGTH) errors.push({ path: 'message', msg: orderMessages.notesMinLength });
  }
  return errors;
}

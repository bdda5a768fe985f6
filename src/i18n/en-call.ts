// English texts of the screens of Calls, call campaigns, call groups and tickets; en.ts puts them under the key call of app.
import { CALL_TEXTS } from '../../contract/call/call';
import { SOFTPHONE_TEXTS } from '../../contract/call/softphone';
import { textEntries } from './text-entries';

export const callTexts = {
  /** the spec's texts and the product's own, as contract/call/call.ts spells them */
  message: textEntries(CALL_TEXTS),
  /** a call's status as the list and the statistics show it */
  status: {
    queued: 'Queued',
    ringing: 'Ringing',
    answered: 'Answered',
    'no-answer': 'No answer',
    busy: 'Busy',
    failed: 'Failed',
    skipped: 'Skipped (blocked)',
  },
  statistics: {
    title: 'Calls by status',
    total: 'Total',
  },
  /** /call/send and /call/send/{id}: a call request */
  send: {
    title: 'Place a call',
    no_phone: 'No number to call was found for %{id}: type one.',
  },
  tickets: {
    title: 'Tickets',
    one: 'Ticket',
    start: 'Start date',
    end: 'End date',
    phone: 'Phone',
    customer: 'Customer',
    calls: 'Calls',
    answered: 'Answered',
    last_call: 'Last call',
    date: 'Date',
    status: 'Status',
    duration: 'Duration (s)',
    empty: 'No calls in this range.',
    no_calls: 'No calls with this number yet.',
    no_phone: 'This ticket has no valid phone number.',
    no_order: 'No order with this id.',
    order: 'Order %{id}',
    customer_id: 'Customer %{id}',
  },
  /** the browser phone in the top bar */
  softphone: {
    open: 'Phone',
    open_state: 'Phone: %{state}',
    title: 'Phone',
    close: 'Close the phone',
    /** the spec's state words, shown as is */
    state: {
      connecting: 'Connecting',
      ready: 'Ready',
      incoming: 'Incoming',
      on_call: 'On call',
      offline: 'Offline',
    },
    /** why the phone is Offline, as contract/call/softphone.ts spells it */
    reason: textEntries(SOFTPHONE_TEXTS),
    retry: 'Connect again',
    number: 'Number',
    keypad: 'Keypad',
    backspace: 'Delete the last digit',
    call: 'Call',
    hang_up: 'Hang up',
    mute: 'Mute',
    unmute: 'Unmute',
    accept: 'Accept',
    reject: 'Reject',
    incoming_from: 'Call from %{peer}',
    on_call_with: 'On call with %{peer}',
    unknown_caller: 'an unknown caller',
  },
};

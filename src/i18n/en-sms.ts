// English texts of the screens of SMS, bulk SMS campaigns, SMS groups, domains and phones; en.ts puts them under the key sms of app.
import { SMS_DOMAIN_TEXTS } from '../../contract/entities/sms/smsDomain';
import { SMS_STATUS_SHOWN, SMS_TEXTS } from '../../contract/sms/sms';
import { textEntries } from './text-entries';

export const smsTexts = {
  /** the spec's texts and the product's own, as contract/sms/sms.ts spells them */
  message: textEntries(SMS_TEXTS),
  /** SMS domains' messages beyond the field checks (entity and field labels come from the registry) */
  domain: textEntries(SMS_DOMAIN_TEXTS),
  /** a single SMS's status as the list shows it (delivered, Pending, Error) */
  status: { ...SMS_STATUS_SHOWN, received: 'Received' },
  list: {
    conversation: 'Conversation',
    direction_in: 'In',
    direction_out: 'Out',
  },
  conversation: {
    title: 'SMS conversation',
    new_title: 'New SMS',
    phone: 'Phone',
    phone_help: 'US numbers may be typed without +1.',
    open: 'Open',
    message: 'Message',
    send: 'Send',
    empty: 'No messages with this number yet.',
    pick: 'Type a phone number to see its conversation.',
    parts: '%{count} SMS part(s)',
    no_phone: 'This order has no customer phone.',
  },
  campaign: {
    send_title: 'Send an SMS campaign',
    name: 'Campaign name',
    message: 'Message',
    phones: 'Phones',
    phones_help: 'One per line, or separated by commas.',
    sms_group: 'SMS group',
    customer_groups: 'Customer groups',
    validate: 'Validate',
    valid: 'Ready to send: %{count} phone(s) typed.',
    errors: 'Fix these before sending:',
    send: 'Send',
    report: 'Report',
    open: 'Open',
    counters: {
      smsCount: 'Recipients',
      sentCount: 'Sent',
      deliveredCount: 'Delivered',
      pendingCount: 'Pending',
      errorCount: 'Errors',
      spamCount: 'Spam',
      skippedCount: 'Skipped',
      price: 'Price',
    },
    status: 'Status',
  },
};

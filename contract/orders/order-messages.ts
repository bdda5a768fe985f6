// The texts of the order workflow, spelled as the spec spells them (first document, sections 4 and 5).
export const orderMessages = {
  enterNotes: '*Please enter notes.',
  notesMinLength: '*Minimum characters are 4',
  statusChanged: (status: string) => `Your order ${status}`,
  empty: 'Does not exists results for show.',
  confirmDelete: 'Are you sure you want to delete it?',
  /** Not in the spec: server refusals of a status change. */
  statusNotAllowed: (from: string, to: string) => `The status cannot change from ${from} to ${to}.`,
  statusUnchanged: 'The order already has this status.',
  previousStatusStale: 'The order status has changed meanwhile; reload and try again.',
  reasonRequired: 'Oops! Fill in the Cancellation reason.',
  driverRequired: 'Oops! Fill in the Driver.',
  notADriver: 'This user cannot be chosen as a driver.',
  totalSum: 'Total Sum',
} as const;

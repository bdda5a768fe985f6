// Order staff labels (spec, first document, section 4).
export type StaffLabel = 'driver' | 'manager';

/** Staff entries with status delivering are drivers; any other status means manager. */
export const staffLabel = (staff: { status: string }): StaffLabel => (staff.status === 'delivering' ? 'driver' : 'manager');

/** The most recent staff member shown under a label (entries are kept in the order they were added). */
export function staffFor<T extends { status: string }>(staff: readonly T[], label: StaffLabel): T | undefined {
  for (let i = staff.length - 1; i >= 0; i--) if (staffLabel(staff[i]) === label) return staff[i];
  return undefined;
}

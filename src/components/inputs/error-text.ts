/** The text of a react-hook-form error message, which react-admin may wrap as {message, args}. */
export function errorText(message: unknown): string {
  if (message && typeof message === 'object' && 'message' in message) return String((message as { message: unknown }).message);
  return message === undefined || message === null ? '' : String(message);
}

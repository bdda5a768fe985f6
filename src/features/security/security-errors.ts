import { messages } from '../../../contract/messages';
import { ApiError } from '../../dataProvider/api-error';

/** The server's refusal of one field (a 422 item), shown under that field. */
export const fieldMessage = (error: unknown, path: string): string | undefined =>
  error instanceof ApiError ? error.items.find((i) => i.path === path)?.msg : undefined;

/** A refusal that is not about one field (409, 403, 429, the network), shown above the form. */
export function formMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError) return error.items.length ? undefined : error.message || messages.badResponse;
  return messages.badResponse;
}

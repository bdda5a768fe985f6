import { authErrorText } from '../../../contract/accounts';
import { messages } from '../../../contract/messages';
import { ApiError } from '../../dataProvider/api-error';

/** The form-area text of a failed account call, by the spec's rule (contract/accounts). */
export function formErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.badResponse;
  return authErrorText(error.status, error.raw) ?? messages.badResponse;
}

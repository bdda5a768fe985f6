// The import of customers into a group (`POST import/{customerGroupId}`, docs/customers.md): a file,
// not JSON, so not through the data provider; the answers are those of every import (docs/import.md).
import { CUSTOMER_PATHS, CUSTOMER_SERVICE } from '../../../contract/customers';
import type { ImportErrorItem, ImportPreview, ImportResult } from '../../../contract/import';
import { getToken } from '../../authProvider/session';
import { loadServiceMap } from '../../config/service-map';
import { toApiError } from '../../dataProvider/api-error';
import { serviceUrl } from '../../dataProvider/http';
import { ImportRefused } from '../../components/import/import-calls';

const isRowProblems = (body: unknown): body is ImportErrorItem[] =>
  Array.isArray(body) && body.length > 0 && body.every((p) => p && typeof p === 'object' && typeof (p as ImportErrorItem).row === 'number');

/** Sends the file: the preview, or `{imported}`; rows with problems reject with ImportRefused, a refused file with an ApiError. */
export async function importCustomersIntoGroup(customerGroupId: number | string, file: File, preview: boolean, signal?: AbortSignal): Promise<ImportPreview | ImportResult> {
  await loadServiceMap();
  const form = new FormData();
  form.append('file', file, file.name);
  const token = getToken();
  const response = await fetch(serviceUrl(CUSTOMER_SERVICE, CUSTOMER_PATHS.importIntoGroup(customerGroupId), preview ? { preview: true } : {}), {
    method: 'POST',
    body: form,
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the text stands
  }
  if (response.ok) return body as ImportPreview | ImportResult;
  if (response.status === 422 && isRowProblems(body)) throw new ImportRefused(body);
  throw toApiError(response.status, body, 'customer');
}

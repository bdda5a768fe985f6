// The import and export calls of an entity (docs/import.md). Not JSON calls, so not through the
// data provider: the import sends a file and reports its upload's progress (dataProvider/upload.ts), the
// export receives a file. Both carry the session's token, as every call does.
import type { EntityDeclaration } from '../../../contract/entity';
import {
  IMPORT_PATHS,
  IMPORT_PROGRESS_SERVICE,
  importProgressPath,
  type ImportErrorItem,
  type ImportFormat,
  type ImportPreview,
  type ImportProgress,
  type ImportResult,
} from '../../../contract/import';
import { getToken } from '../../authProvider/session';
import { loadServiceMap } from '../../config/service-map';
import { ApiError, toApiError } from '../../dataProvider/api-error';
import { fileForm, uploadFile } from '../../dataProvider/upload';
import { request, serviceUrl, type QueryValue } from '../../dataProvider/http';
import { listCall, type ListParams } from '../../dataProvider/entity-paths';

/** The rows of a refused import: its problems, by row and column. */
export class ImportRefused extends Error {
  constructor(readonly problems: ImportErrorItem[]) {
    super(problems.map((p) => `${p.row} ${p.column}: ${p.msg}`).join('\n'));
    this.name = 'ImportRefused';
  }
}

const isRowProblems = (body: unknown): body is ImportErrorItem[] =>
  Array.isArray(body) && body.length > 0 && body.every((p) => p && typeof p === 'object' && typeof (p as ImportErrorItem).row === 'number');

export interface UploadOptions {
  /** check only: the preview */
  preview: boolean;
  /** the share of the file sent so far, 0 to 1 */
  onProgress?: (sent: number) => void;
  /** the file is sent: the server reads and checks (or writes) it now */
  onSent?: () => void;
  signal?: AbortSignal;
  /** the call's path under the entity's service, when not the entity's own `{rest}/import` */
  path?: string;
  /** names the call for readImportProgress while the server works on it (newProgressId) */
  progressId?: string;
}

/** A new id for one import call: 128 random bits, base64url (contract/import.ts PROGRESS_ID_PATTERN). */
export function newProgressId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Where the import call named `id` stands; undefined before the server started on it or once it ended. */
export async function readImportProgress(id: string, signal?: AbortSignal): Promise<ImportProgress | undefined> {
  try {
    return await request<ImportProgress>(IMPORT_PROGRESS_SERVICE, importProgressPath(id), { signal });
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return undefined;
    throw e;
  }
}

/**
 * Sends a file to `POST {rest}/import` (or `options.path`): the preview, or `{imported}`. A file whose rows have problems
 * rejects with ImportRefused; a refused file (type, size) with the usual ApiError.
 */
export async function uploadImport(decl: EntityDeclaration, file: File, options: UploadOptions): Promise<ImportPreview | ImportResult> {
  const { preview, path, progressId, ...sending } = options;
  try {
    return await uploadFile<ImportPreview | ImportResult>(decl.service, path ?? `${decl.rest}/${IMPORT_PATHS.import}`, fileForm(file), {
      ...sending,
      query: { preview: preview || undefined, progress: progressId },
      resource: decl.name,
    });
  } catch (e) {
    if (e instanceof ApiError && e.status === 422 && isRowProblems(e.raw)) throw new ImportRefused(e.raw);
    throw e;
  }
}

/** `GET {rest}/export?format=&<the list's filters and sort>`: the file and its name. */
export async function downloadExport(decl: EntityDeclaration, format: ImportFormat, params: ListParams): Promise<{ blob: Blob; fileName: string }> {
  await loadServiceMap();
  const { query } = listCall(decl, params);
  const url = serviceUrl(decl.service, `${decl.rest}/${IMPORT_PATHS.export}`, { ...(query as Record<string, QueryValue>), format });
  const token = getToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the text stands
    }
    throw toApiError(response.status, body, decl.name);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${decl.name}.${format}`;
  return { blob: await response.blob(), fileName };
}

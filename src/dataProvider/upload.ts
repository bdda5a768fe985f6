// Every file sent from the SPA (media library, chat files, imports, sound files): XHR, because
// fetch reports no upload progress. It carries the session's token as every call does.
import { getToken } from '../authProvider/session';
import { loadServiceMap } from '../config/service-map';
import { toApiError } from './api-error';
import { serviceUrl, type QueryValue } from './http';

export interface UploadOptions {
  query?: Record<string, QueryValue>;
  /** the share of the file sent so far, 0 to 1 */
  onProgress?: (sent: number) => void;
  /** the whole file is sent: the server works on it now */
  onSent?: () => void;
  signal?: AbortSignal;
  /** the resource the call is for, so validation items are titled with its field labels */
  resource?: string;
}

/** A form with `file` as its one field, as every upload call takes it. */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/**
 * `POST {service}/{path}` with `form`: resolves the parsed answer, rejects with the ApiError the data
 * provider throws (its `statusText` set), or an AbortError when `signal` aborts it.
 */
export async function uploadFile<T = unknown>(service: string, path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  await loadServiceMap();
  const { onProgress, onSent, signal, resource } = options;
  signal?.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', serviceUrl(service, path, options.query));
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.upload.onload = () => onSent?.();
    xhr.onerror = () => reject(toApiError(0, null, resource));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 400) {
        const error = toApiError(xhr.status, body, resource);
        error.statusText = xhr.statusText;
        reject(error);
        return;
      }
      resolve(body as T);
    };
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

// The media library's calls (contract/media.ts): folders, moves, and uploads with their progress.
import { MEDIA_PATHS, MEDIA_SERVICE, type MediaFolder, type MediaRecord } from '../../../contract/media';
import { getToken } from '../../authProvider/session';
import { toApiError } from '../../dataProvider/api-error';
import { request, serviceUrl } from '../../dataProvider/http';
import { loadServiceMap } from '../../config/service-map';

export const mediaApi = {
  folders: (rest: string) => request<MediaFolder[]>(MEDIA_SERVICE, MEDIA_PATHS.folders(rest)),
  createFolder: (rest: string, dir: string, name: string) => request<MediaFolder>(MEDIA_SERVICE, MEDIA_PATHS.createFolder(rest), { query: { dir, folder_name: name } }),
  deleteFolder: (rest: string, dir: string) => request<{ deleted: string }>(MEDIA_SERVICE, MEDIA_PATHS.deleteFolder(rest), { query: { dir } }),
  renameFolder: (rest: string, dir: string, oldName: string, newName: string) =>
    request<MediaFolder>(MEDIA_SERVICE, MEDIA_PATHS.renameFolder(rest), { query: { dir, oldPath: oldName, newPath: newName } }),
  move: (rest: string, ids: readonly (number | string)[], fromDir: string | undefined, toDir: string) =>
    // an empty to_dir (the top) must still be sent: queryString leaves empty values out
    request<{ ids: number[] }>(MEDIA_SERVICE, `${MEDIA_PATHS.move(rest)}?to_dir=${encodeURIComponent(toDir)}${fromDir !== undefined ? `&from_dir=${encodeURIComponent(fromDir)}` : ''}`, {
      method: 'PUT',
      body: ids,
    }),
};

/**
 * Uploads one file into a folder, reporting the bytes sent (0 to 1) as they go: XHR, because fetch
 * reports no upload progress. Resolves the new record; rejects with an ApiError whose message is the
 * status text and the server's error (second document, section 8, "Upload failure").
 */
export async function uploadMediaFile(rest: string, dir: string, file: File, onProgress: (sent: number) => void, resource?: string): Promise<MediaRecord> {
  await loadServiceMap();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', serviceUrl(MEDIA_SERVICE, MEDIA_PATHS.upload(rest), { dir }));
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 400) {
        const error = toApiError(xhr.status, body, resource);
        error.message = [xhr.statusText, error.items.map((i) => i.msg).join(' ') || error.message].filter(Boolean).join(': ');
        reject(error);
        return;
      }
      onProgress(1);
      resolve((body as MediaRecord[])[0]);
    };
    xhr.onerror = () => reject(toApiError(0, null, resource));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

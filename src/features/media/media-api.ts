// The media library's calls (contract/media.ts): folders, moves, and uploads with their progress.
import { MEDIA_PATHS, MEDIA_SERVICE, type MediaFolder, type MediaRecord } from '../../../contract/media';
import { ApiError } from '../../dataProvider/api-error';
import { request } from '../../dataProvider/http';
import { fileForm, uploadFile } from '../../dataProvider/upload';

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
 * Uploads one file into a folder, reporting the bytes sent (0 to 1) as they go. Resolves the new
 * record; rejects with an ApiError whose message is the status text and the server's error (second
 * document, section 8, "Upload failure").
 */
export async function uploadMediaFile(rest: string, dir: string, file: File, onProgress: (sent: number) => void, resource?: string): Promise<MediaRecord> {
  try {
    const records = await uploadFile<MediaRecord[]>(MEDIA_SERVICE, MEDIA_PATHS.upload(rest), fileForm(file), { query: { dir }, onProgress, resource });
    onProgress(1);
    return records[0];
  } catch (e) {
    if (e instanceof ApiError && e.status > 0) e.message = [e.statusText, e.items.map((i) => i.msg).join(' ') || e.message].filter(Boolean).join(': ');
    throw e;
  }
}

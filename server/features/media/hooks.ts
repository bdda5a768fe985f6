// The server side of the media declarations: a record's folder exists once it is written, a record
// never takes over another one's stored file, and a destroyed record's files leave the store.
import type { EntityName } from '../../../contract/entities';
import { folderPathProblems, MEDIA_KIND_LIST, mediaUploadMessages, type MediaKindRule } from '../../../contract/media';
import { FILE_KEY_PATTERN } from '../../../contract/uploads';
import type { Db } from '../../db/database';
import type { EntityHooks } from '../../engine/entity-hooks';
import { MediaRepository } from './media.repository';
import { removeStoredFile } from './media-store';
import type { HookDeps } from '../accounts/auth-changes';

function libraryHooks(rule: MediaKindRule): EntityHooks {
  // keys of the files of rows being destroyed, from the check to the commit
  const destroyed = new Map<number, string>();
  return {
    async validate(ctx, { id, before, values }) {
      const repo = new MediaRepository(ctx.trx as unknown as Db);
      const items = typeof values.folder === 'string' ? folderPathProblems(values.folder, 'folder') : [];
      const key = values.fileKey;
      if (typeof key === 'string' && key !== before?.fileKey && FILE_KEY_PATTERN.test(key) && (await repo.holdersOf(key, ctx.trx, rule.kind, id ?? undefined)) > 0) {
        items.push({ path: 'fileKey', msg: mediaUploadMessages.uploadSetsFile });
      }
      return items;
    },
    async beforeWrite(ctx, targets) {
      const repo = new MediaRepository(ctx.trx as unknown as Db);
      if (ctx.action === 'destroy') {
        // a file goes when no record outside this destroy holds its key
        const keys = targets.map((t) => t.before?.fileKey).filter((k): k is string => typeof k === 'string' && FILE_KEY_PATTERN.test(k));
        for (const t of targets) {
          const key = t.before?.fileKey;
          if (t.id === null || typeof key !== 'string' || !FILE_KEY_PATTERN.test(key)) continue;
          if ((await repo.holdersOf(key, ctx.trx)) === keys.filter((k) => k === key).length) destroyed.set(t.id, key);
        }
        return;
      }
      const folders = targets.map((t) => t.values?.folder).filter((f): f is string => typeof f === 'string' && f !== '');
      // one change of the folder tree at a time: a folder is not deleted while a file goes into it
      if (folders.length) await repo.lockFolders(rule.kind, ctx.trx);
      for (const folder of folders) await repo.ensureFolder(rule.kind, folder, ctx.trx);
    },
    afterCommit(action, ids) {
      if (action !== 'destroy') return;
      for (const id of ids) {
        const key = destroyed.get(id);
        destroyed.delete(id);
        if (key) removeStoredFile(key);
      }
    },
  };
}

export function mediaHooks(_deps: HookDeps): Partial<Record<EntityName, EntityHooks>> {
  return Object.fromEntries(MEDIA_KIND_LIST.map((rule) => [rule.entity, libraryHooks(rule)]));
}

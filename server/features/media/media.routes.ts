// The media library: folders, uploads at their sizes, moves, bulk calls, serving files
// (second document, section 7, "Media library", "Images", "Media"; docs/media.md).
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entities } from '../../../contract/entities';
import { mediaPickerPermissions, PICKER_RIGHTS } from '../../../contract/media-picker';
import { sizeUrlField } from '../../../contract/entities/media/media-fields';
import {
  folderMessages,
  folderPathProblems,
  joinFolder,
  MAX_FILES_PER_UPLOAD,
  maxBytesPerUpload,
  MEDIA_KIND_LIST,
  MEDIA_PATHS,
  byteRange,
  mediaFileUrl,
  mediaUploadMessages,
  type MediaKindRule,
  type MediaSize,
} from '../../../contract/media';
import { contentDisposition, FILE_KEY_PATTERN, uploadMessages } from '../../../contract/uploads';
import type { Right } from '../../../contract/permissions';
import { inTransaction, type Row } from '../../engine/entity.repository';
import { PAGE_QUERY } from '../../engine/list-query';
import { isSortable } from '../../../contract/list-rules';
import { messages } from '../../../contract/messages';
import { ApiError, ValidationError } from '../../http/errors';
import { bodyLength, FileTooLarge, receiveFile } from '../../http/receive-file';
import { entityRecordSchema } from '../../engine/entity-schemas';
import { fileBytes, idListResult, closedObject, pageOf } from '../../http/schemas';
import { defineRoute, ID_LIST } from '../../http/route';
import type { RouteContext } from '../../routes';
import { newFileKey } from '../../storage/keys';
import { mediaStorage } from '../../storage';
import { baseName, prepareFile, sizeType, type PreparedFile } from './media-files';
import { MediaRepository } from './media.repository';
import { objectKey, removeSizes, storeSizes } from './media-store';

const refuse = (path: string, msg: string) => new ValidationError([{ path, msg }]);

/** A folder or a folder name in the query: any refusal of its text is "bad name"; slashes around it are dropped. */
const folderText = { type: 'string', message: folderMessages.badName } as const;
const bare = (text: string | undefined): string => (text ?? '').replace(/^\/+|\/+$/g, '');

/** A folder path, checked. */
function folderOf(text: string | undefined, key: string): string {
  const path = bare(text);
  const problems = folderPathProblems(path, key);
  if (problems.length) throw new ValidationError(problems);
  return path;
}

/** Whether the query names a key, even empty: `to_dir=` is the top of the library, an absent to_dir is no folder. */
const names = (req: FastifyRequest, key: string): boolean => new URLSearchParams(req.url.split('?')[1] ?? '').has(key);

const folderSchema = closedObject({ path: { type: 'string' }, name: { type: 'string' }, files: { type: 'integer' } });
const pageParams = { page: { ...PAGE_QUERY.page, required: true }, count: { ...PAGE_QUERY.count, required: true } } as const;

/** The calls of every media library, and the public serving of their files. */
export function mediaRoutes(ctx: RouteContext) {
  const media = new MediaRepository(ctx.db);

  function library(rule: MediaKindRule) {
    const decl = entities[rule.entity];
    const repo = ctx.repositories.get(rule.entity)!;
    const tags = ['media'];
    const perm = (right: Right) => ({ path: rule.permission, right });
    // pickers in other screens' forms browse the library too (contract/media-picker.ts)
    const picker = mediaPickerPermissions(rule.kind).flatMap((p) => PICKER_RIGHTS.map((right) => ({ path: p, right })));
    const path = (p: string) => `/media/${p}`;

    /** A record for an accepted file, its sizes stored first; fields from fileData[i]. */
    const recordFor = (file: PreparedFile, key: string, folder: string, data: Record<string, unknown>): Row => {
      const values: Row = {
        name: typeof data.name === 'string' && data.name.trim() ? data.name.trim().slice(0, 200) : baseName(file.fileName),
        alt: typeof data.alt === 'string' ? data.alt.slice(0, 200) : '',
        // the top of the library is no folder
        folder: folder || null,
        size: file.bytes,
        fileKey: key,
        mime: file.mime,
        width: file.width,
        height: file.height,
        url: mediaFileUrl(key),
      };
      for (const size of rule.sizes) {
        // a picture sharp cannot read (BMP) keeps its original only: every size points at it
        values[sizeUrlField(size)] = file.sizes.some((s) => s.size === size) ? mediaFileUrl(key, size) : mediaFileUrl(key);
      }
      return values;
    };

    /** The picker's query: the library's filters (folder, name, stores), its order; deleted is read and ignored (active files only). */
    const pickQuery = {
      dir: { type: 'string' },
      name: { type: 'string' },
      stores: { type: 'list', of: 'reference' },
      sort: { type: 'string', check: (s: string) => isSortable(decl, s), message: 'Unknown sort field.' },
      order: { type: 'string', check: (o: string) => /^(asc|desc)$/i.test(o), message: 'Use ASC or DESC.' },
      deleted: { type: 'boolean', message: 'Use true or false.' },
    } as const;

    return async function routes(app: FastifyInstance) {
      defineRoute(
        app,
        {
          method: 'GET',
          url: path(MEDIA_PATHS.pick(rule.rest, ':page', ':count')),
          tags,
          summary: `${decl.label}: active files for a picker (dir, name)`,
          access: picker,
          params: pageParams,
          query: pickQuery,
          response: { 200: pageOf(entityRecordSchema(decl)) },
        },
        async (req, reply) => {
          const { dir, name, stores, sort, order } = req.query;
          const filters = Object.fromEntries(Object.entries({ dir, name, stores }).filter(([, v]) => v !== undefined));
          const q = { page: req.params.page, count: req.params.count, deleted: false, filters, sort, order: order?.toUpperCase() as 'ASC' | 'DESC' | undefined };
          return reply.type('application/json; charset=utf-8').send(await repo.listJson(q));
        },
      );

      defineRoute(
        app,
        { method: 'GET', url: path(MEDIA_PATHS.folders(rule.rest)), tags, summary: `${decl.label}: folders`, access: picker, response: { 200: { type: 'array', items: folderSchema } } },
        async () => media.folders(rule.kind),
      );

      defineRoute(
        app,
        {
          method: 'GET',
          url: path(MEDIA_PATHS.createFolder(rule.rest)),
          tags,
          summary: `${decl.label}: create a folder`,
          access: perm('create'),
          query: { dir: folderText, folder_name: { ...folderText, required: true } },
          response: { 200: folderSchema },
        },
        async (req) => {
          const dir = folderOf(req.query.dir, 'dir');
          const name = bare(req.query.folder_name);
          const folder = joinFolder(dir, name);
          const problems = folderPathProblems(folder, 'folder_name');
          if (problems.length || name.includes('/')) throw refuse('folder_name', folderMessages.badName);
          return inTransaction(ctx.db, async ({ trx }) => {
            await media.lockFolders(rule.kind, trx);
            if (!(await media.folderExists(rule.kind, dir, trx))) throw refuse('dir', folderMessages.missing);
            if (!(await media.ensureFolder(rule.kind, folder, trx))) throw refuse('folder_name', folderMessages.exists);
            return { path: folder, name, files: 0 };
          });
        },
      );

      defineRoute(
        app,
        {
          method: 'GET',
          url: path(MEDIA_PATHS.deleteFolder(rule.rest)),
          tags,
          summary: `${decl.label}: delete an empty folder`,
          access: perm('delete'),
          query: { dir: folderText },
          response: { 200: closedObject({ deleted: { type: 'string' } }) },
        },
        async (req) => {
          if (!names(req, 'dir')) throw refuse('dir', folderMessages.badName);
          const dir = folderOf(req.query.dir, 'dir');
          if (!dir) throw refuse('dir', folderMessages.missing);
          return inTransaction(ctx.db, async ({ trx }) => {
            await media.lockFolders(rule.kind, trx);
            if (!(await media.folderExists(rule.kind, dir, trx))) throw new ApiError(404, folderMessages.missing);
            const held = await media.contents(rule.kind, dir, trx);
            if (held.files || held.folders) throw new ApiError(409, folderMessages.notEmpty(held.files, held.folders));
            await media.deleteFolder(rule.kind, dir, trx);
            return { deleted: dir };
          });
        },
      );

      defineRoute(
        app,
        {
          method: 'GET',
          url: path(MEDIA_PATHS.renameFolder(rule.rest)),
          tags,
          summary: `${decl.label}: rename a folder (oldPath and newPath are names inside dir)`,
          access: perm('update'),
          query: { oldPath: { ...folderText, required: true }, newPath: { ...folderText, required: true }, dir: folderText },
          response: { 200: folderSchema },
        },
        async (req) => {
          const dir = folderOf(req.query.dir, 'dir');
          const oldName = bare(req.query.oldPath);
          const newName = bare(req.query.newPath);
          const from = joinFolder(dir, oldName);
          const to = joinFolder(dir, newName);
          if (oldName.includes('/') || folderPathProblems(from, 'oldPath').length) throw refuse('oldPath', folderMessages.badName);
          if (newName.includes('/') || folderPathProblems(to, 'newPath').length) throw refuse('newPath', folderMessages.badName);
          return inTransaction(ctx.db, async ({ trx }) => {
            await media.lockFolders(rule.kind, trx);
            if (!(await media.folderExists(rule.kind, from, trx))) throw new ApiError(404, folderMessages.missing);
            if (from !== to && (await media.folderExists(rule.kind, to, trx))) throw refuse('newPath', folderMessages.exists);
            await media.renameFolder(rule.kind, from, to, trx);
            return { path: to, name: newName, files: (await media.contents(rule.kind, to, trx)).files };
          });
        },
      );

      defineRoute(
        app,
        {
          method: 'PUT',
          url: path(MEDIA_PATHS.move(rule.rest)),
          tags,
          summary: `${decl.label}: move files between folders`,
          description: 'to_dir names the folder (empty: the top of the library); from_dir, when given (empty: the top), must hold every file asked for.',
          access: perm('update'),
          query: { from_dir: folderText, to_dir: folderText },
          body: ID_LIST,
          response: { 200: idListResult },
        },
        async (req) => {
          const ids = req.body;
          const from = names(req, 'from_dir') ? folderOf(req.query.from_dir, 'from_dir') : undefined;
          if (!names(req, 'to_dir')) throw refuse('to_dir', folderMessages.badName);
          const to = folderOf(req.query.to_dir, 'to_dir');
          return inTransaction(ctx.db, async (tx) => {
            if (!(await media.folderExists(rule.kind, to, tx.trx))) throw refuse('to_dir', folderMessages.missing);
            // from_dir, when given, must hold every file asked for: a stale screen moves nothing
            if (from !== undefined && (await media.idsIn(rule.kind, ids, from, tx.trx)).length !== ids.length) throw refuse('from_dir', folderMessages.missing);
            for (const id of ids) await repo.update(id, { folder: to || null }, req.principal, { tx });
            return { ids };
          });
        },
      );

      defineRoute(
        app,
        { method: 'PUT', url: path(MEDIA_PATHS.bulkArchive(rule.rest)), tags, summary: `${decl.label}: archive files`, access: perm('archive_and_recover'), body: ID_LIST, response: { 200: idListResult } },
        async (req) => repo.setArchived(req.body, true, req.principal),
      );
      defineRoute(
        app,
        { method: 'PUT', url: path(MEDIA_PATHS.bulkDestroy(rule.rest)), tags, summary: `${decl.label}: destroy archived files and their stored sizes`, access: perm('delete'), body: ID_LIST, response: { 200: idListResult } },
        async (req) => repo.destroy(req.body, req.principal),
      );

      defineRoute(
        app,
        {
          method: 'POST',
          url: path(MEDIA_PATHS.upload(rule.rest)),
          aliases: rule.kind === 'image' ? [path(MEDIA_PATHS.filesUpload)] : [],
          tags,
          summary: `${decl.label}: upload files (multipart: parts named file, optional fileData[i] JSON {name, alt})`,
          description: `Allowed: ${rule.upload.extensions.join(', ')}; at most ${rule.upload.maxBytes} bytes each, ${MAX_FILES_PER_UPLOAD} files per call. Checked by content; sizes kept: original${rule.sizes.map((s) => ', ' + s).join('')}.`,
          access: perm('create'),
          // icons send size=80 (spec, second document, section 7): the sizes kept are the library's own
          query: { dir: folderText, size: { type: 'integer', min: 1, max: 10_000, help: 'read and ignored: the library keeps its own sizes' } },
          body: { raw: 'file' },
          // the new files' records, in the order sent
          response: { 201: { type: 'array', items: entityRecordSchema(decl) } },
        },
        async (req, reply) => {
          const dir = folderOf(req.query.dir, 'dir');
          const { files, data } = await readParts(req, rule);
          if (!files.length) throw refuse('file', mediaUploadMessages.noFiles);
          const many = files.length > 1;
          const prepared: PreparedFile[] = [];
          const problems = [];
          for (const [i, f] of files.entries()) {
            const out = await prepareFile(rule.kind, f.fileName, f.data, many ? `file.${i}` : 'file');
            if ('problems' in out) problems.push(...out.problems);
            else prepared.push(out.file);
          }
          if (problems.length) throw new ValidationError(problems);
          if (!(await media.folderExists(rule.kind, dir))) throw refuse('dir', folderMessages.missing);
          // the sizes are stored first, then the records commit together; a failure removes the sizes
          const keys = prepared.map(() => newFileKey());
          try {
            for (const [i, file] of prepared.entries()) await storeSizes(keys[i], file.sizes);
            const rows = await inTransaction(ctx.db, async (tx) => {
              if (!(await media.folderExists(rule.kind, dir, tx.trx))) throw refuse('dir', folderMessages.missing);
              const out: Row[] = [];
              for (const [i, file] of prepared.entries()) out.push(await repo.create(recordFor(file, keys[i], dir, data[i] ?? {}), req.principal, { tx }));
              return out;
            });
            return reply.status(201).send(rows);
          } catch (e) {
            await Promise.all(keys.map((k) => removeSizes(k)));
            throw e;
          }
        },
      );
    };
  }

  return async function routes(app: FastifyInstance) {
    await app.register(multipart, { limits: { files: MAX_FILES_PER_UPLOAD, fields: 2 * MAX_FILES_PER_UPLOAD + 5, fieldSize: 4096 } });
    for (const rule of MEDIA_KIND_LIST) await app.register(library(rule));

    // store content is public: a file is reached by its unguessable key (docs/media.md, "Serving")
    const serve = async (key: string, size: MediaSize, req: FastifyRequest, reply: import('fastify').FastifyReply) => {
      const record = FILE_KEY_PATTERN.test(key) ? await media.byFileKey(key) : undefined;
      const bytes = record ? await mediaStorage().size(objectKey(key, size)) : undefined;
      if (!record || bytes === undefined) throw new ApiError(404, messages.notFound('File'));
      const mime = size === 'original' ? record.mime : sizeType(record.mime);
      reply
        .header('content-type', mime)
        .header('content-disposition', contentDisposition(mime, size === 'original' ? record.name : `${record.name}-${size}`))
        .header('x-content-type-options', 'nosniff')
        // nothing in a served file runs, even opened on its own (an SVG)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
        // a key's bytes never change: a new upload gets a new key
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('accept-ranges', 'bytes');
      // a video seeks by asking for ranges
      const range = byteRange(req.headers.range, bytes);
      if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${bytes}`).send();
      const stored = await mediaStorage().get(objectKey(key, size), range);
      if (!stored) throw new ApiError(404, messages.notFound('File'));
      if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${bytes}`);
      reply.header('content-length', range ? range.end - range.start + 1 : bytes);
      return reply.send(stored.body);
    };
    const fileAnswer = { 200: fileBytes, 206: fileBytes };
    defineRoute(
      app,
      {
        method: 'GET',
        url: `/media/${MEDIA_PATHS.file(':key')}`,
        tags: ['media'],
        summary: 'A stored media file by its key (public)',
        access: 'public',
        params: { key: { type: 'string', maxLength: 100, required: true } },
        response: fileAnswer,
        options: { compress: false },
      },
      async (req, reply) => serve(req.params.key, 'original', req, reply),
    );
    defineRoute(
      app,
      {
        method: 'GET',
        url: `/media/${MEDIA_PATHS.file(':key', '120').replace(/120$/, ':size')}`,
        tags: ['media'],
        summary: 'A stored media file at one of its sizes, 80, 120 or 500 (public)',
        access: 'public',
        // a size that is none of them is a file that is not there (404), as a wrong key is
        params: { key: { type: 'string', maxLength: 100, required: true }, size: { type: 'string', maxLength: 10, required: true } },
        response: fileAnswer,
        options: { compress: false },
      },
      async (req, reply) => {
        const size = req.params.size;
        if (size !== '120' && size !== '500' && size !== '80') throw new ApiError(404, messages.notFound('File'));
        return serve(req.params.key, size, req, reply);
      },
    );
  };
}

interface UploadedPart {
  fileName: string | undefined;
  data: Buffer;
}

/** The file parts (read whole, within the library's size) and the fileData[i] fields of an upload. */
async function readParts(req: FastifyRequest, rule: MediaKindRule): Promise<{ files: UploadedPart[]; data: Record<string, unknown>[] }> {
  if (!req.isMultipart()) throw refuse('file', uploadMessages.sendAsFile);
  const files: UploadedPart[] = [];
  const data: Record<string, unknown>[] = [];
  let total = 0;
  try {
    for await (const part of req.parts({ limits: { fileSize: rule.upload.maxBytes, files: MAX_FILES_PER_UPLOAD } })) {
      if (part.type === 'file') {
        if (!/^file(s)?(\[\d*\])?$/.test(part.fieldname)) {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        // copied as it arrives, room taken once for what the call says it weighs (less what came already)
        const buf = await receiveFile(part.file, rule.upload.maxBytes, bodyLength(req.headers) - total).catch((e: unknown) => {
          throw e instanceof FileTooLarge ? refuse(files.length ? `file.${files.length}` : 'file', uploadMessages.tooLarge(rule.upload.maxBytes)) : e;
        });
        total += buf.length;
        if (total > maxBytesPerUpload(rule)) throw refuse('file', mediaUploadMessages.tooMuch(maxBytesPerUpload(rule)));
        files.push({ fileName: part.filename || undefined, data: buf });
      } else {
        const m = /^fileData\[(\d+)\]$/.exec(part.fieldname);
        if (m && Number(m[1]) < MAX_FILES_PER_UPLOAD && typeof part.value === 'string') data[Number(m[1])] = parseFileData(part.value);
        // icons send size=80: the size they are kept at is the library's (contract/media.ts)
      }
    }
  } catch (e) {
    if (e instanceof ValidationError || e instanceof ApiError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw refuse('file', mediaUploadMessages.tooMany(MAX_FILES_PER_UPLOAD));
    if (code?.startsWith('FST_')) throw refuse('file', uploadMessages.sendAsFile);
    throw e;
  }
  return { files, data };
}

/** fileData[i]: JSON {name, alt}, or the file's name as plain text. */
function parseFileData(value: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return { name: value };
  }
}

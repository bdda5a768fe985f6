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
import { parseIds, parseListQuery } from '../../engine/list-query';
import { ApiError, ValidationError } from '../../http/errors';
import { bodyLength, FileTooLarge, receiveFile } from '../../http/receive-file';
import { idListBody, idListResult, openObject, pageOf, responses } from '../../http/schemas';
import type { RouteContext } from '../../routes';
import { newFileKey } from '../../storage/keys';
import { mediaStorage } from '../../storage';
import { baseName, prepareFile, sizeType, type PreparedFile } from './media-files';
import { MediaRepository } from './media.repository';
import { objectKey, removeSizes, storeSizes } from './media-store';

const refuse = (path: string, msg: string) => new ValidationError([{ path, msg }]);

/** One text from the query: absent -> fallback; a repeated key or a non-text is refused. */
function queryText(query: unknown, key: string, fallback?: string): string {
  const raw = (query as Record<string, unknown> | undefined)?.[key];
  if (raw === undefined || raw === null) {
    if (fallback === undefined) throw refuse(key, folderMessages.badName);
    return fallback;
  }
  if (typeof raw !== 'string' || raw.includes('\0')) throw refuse(key, folderMessages.badName);
  return raw.trim().replace(/^\/+|\/+$/g, '');
}

/** A folder path from the query, checked. */
function folderParam(query: unknown, key: string, fallback?: string): string {
  const path = queryText(query, key, fallback);
  const problems = folderPathProblems(path, key);
  if (problems.length) throw new ValidationError(problems);
  return path;
}

const folderSchema = openObject({ path: { type: 'string' }, name: { type: 'string' }, files: { type: 'integer' } });
const stringQuery = (...names: string[]) => ({ type: 'object', properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])) });

/** The calls of every media library, and the public serving of their files. */
export function mediaRoutes(ctx: RouteContext) {
  const media = new MediaRepository(ctx.db);

  function library(rule: MediaKindRule) {
    const decl = entities[rule.entity];
    const repo = ctx.repositories.get(rule.entity)!;
    const tags = ['media'];
    const perm = (right: Right) => ({ permission: { path: rule.permission, right } });
    // pickers in other screens' forms browse the library too (contract/media-picker.ts)
    const picker = { permission: mediaPickerPermissions(rule.kind).flatMap((p) => PICKER_RIGHTS.map((right) => ({ path: p, right }))) };
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

    return async function routes(app: FastifyInstance) {
      app.get<{ Params: { page: string; count: string }; Querystring: Record<string, unknown> }>(
        path(MEDIA_PATHS.pick(rule.rest, ':page', ':count')),
        { config: picker, schema: { tags, summary: `${decl.label}: active files for a picker (dir, name)`, querystring: stringQuery('dir', 'name'), response: responses({ 200: pageOf(openObject({})) }) } },
        async (req, reply) => {
          const { deleted: _deleted, ...query } = req.query ?? {};
          const q = parseListQuery(decl, req.params, query);
          return reply.type('application/json; charset=utf-8').send(await repo.listJson({ ...q, deleted: false }));
        },
      );

      app.get(path(MEDIA_PATHS.folders(rule.rest)), { config: picker, schema: { tags, summary: `${decl.label}: folders`, response: responses({ 200: { type: 'array', items: folderSchema } }) } }, async () =>
        media.folders(rule.kind),
      );

      app.get(
        path(MEDIA_PATHS.createFolder(rule.rest)),
        { config: perm('create'), schema: { tags, summary: `${decl.label}: create a folder`, querystring: stringQuery('dir', 'folder_name'), response: responses({ 200: folderSchema }) } },
        async (req) => {
          const dir = folderParam(req.query, 'dir', '');
          const name = queryText(req.query, 'folder_name');
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

      app.get(
        path(MEDIA_PATHS.deleteFolder(rule.rest)),
        { config: perm('delete'), schema: { tags, summary: `${decl.label}: delete an empty folder`, querystring: stringQuery('dir'), response: responses({ 200: openObject({ deleted: { type: 'string' } }) }) } },
        async (req) => {
          const dir = folderParam(req.query, 'dir');
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

      app.get(
        path(MEDIA_PATHS.renameFolder(rule.rest)),
        {
          config: perm('update'),
          schema: { tags, summary: `${decl.label}: rename a folder (oldPath and newPath are names inside dir)`, querystring: stringQuery('oldPath', 'newPath', 'dir'), response: responses({ 200: folderSchema }) },
        },
        async (req) => {
          const dir = folderParam(req.query, 'dir', '');
          const oldName = queryText(req.query, 'oldPath');
          const newName = queryText(req.query, 'newPath');
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

      app.put(
        path(MEDIA_PATHS.move(rule.rest)),
        {
          config: perm('update'),
          schema: { tags, summary: `${decl.label}: move files between folders`, querystring: stringQuery('from_dir', 'to_dir'), body: idListBody, response: responses({ 200: idListResult }) },
        },
        async (req) => {
          const ids = parseIds(req.body);
          const from = (req.query as Record<string, unknown>)?.from_dir === undefined ? undefined : folderParam(req.query, 'from_dir');
          const to = folderParam(req.query, 'to_dir');
          return inTransaction(ctx.db, async (tx) => {
            if (!(await media.folderExists(rule.kind, to, tx.trx))) throw refuse('to_dir', folderMessages.missing);
            // from_dir, when given, must hold every file asked for: a stale screen moves nothing
            if (from !== undefined && (await media.idsIn(rule.kind, ids, from, tx.trx)).length !== ids.length) throw refuse('from_dir', folderMessages.missing);
            for (const id of ids) await repo.update(id, { folder: to || null }, req.principal, { tx });
            return { ids };
          });
        },
      );

      app.put(path(MEDIA_PATHS.bulkArchive(rule.rest)), { config: perm('archive_and_recover'), schema: { tags, summary: `${decl.label}: archive files`, body: idListBody, response: responses({ 200: idListResult }) } }, async (req) =>
        repo.setArchived(parseIds(req.body), true, req.principal),
      );
      app.put(
        path(MEDIA_PATHS.bulkDestroy(rule.rest)),
        { config: perm('delete'), schema: { tags, summary: `${decl.label}: destroy archived files and their stored sizes`, body: idListBody, response: responses({ 200: idListResult }) } },
        async (req) => repo.destroy(parseIds(req.body), req.principal),
      );

      app.post(
        path(MEDIA_PATHS.upload(rule.rest)),
        {
          config: perm('create'),
          schema: {
            tags,
            summary: `${decl.label}: upload files (multipart: parts named file, optional fileData[i] JSON {name, alt})`,
            description: `Allowed: ${rule.upload.extensions.join(', ')}; at most ${rule.upload.maxBytes} bytes each, ${MAX_FILES_PER_UPLOAD} files per call. Checked by content; sizes kept: original${rule.sizes.map((s) => ', ' + s).join('')}.`,
            consumes: ['multipart/form-data'],
            querystring: stringQuery('dir'),
            response: responses({ 201: { type: 'array', items: openObject({ [decl.id]: { type: 'integer' }, url: { type: 'string' } }) } }),
          },
        },
        async (req, reply) => {
          const dir = folderParam(req.query, 'dir', '');
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
      if (!record || bytes === undefined) throw new ApiError(404, 'File not found');
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
      if (!stored) throw new ApiError(404, 'File not found');
      if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${bytes}`);
      reply.header('content-length', range ? range.end - range.start + 1 : bytes);
      return reply.send(stored.body);
    };
    const fileSchema = (summary: string) => ({
      tags: ['media'],
      summary,
      params: { type: 'object', properties: { key: { type: 'string' }, size: { type: 'string', enum: ['120', '500', '80'] } }, required: ['key'] },
    });
    app.get<{ Params: { key: string } }>(`/media/${MEDIA_PATHS.file(':key')}`, { config: { public: true }, compress: false, schema: fileSchema('A stored media file by its key (public)') }, async (req, reply) =>
      serve(req.params.key, 'original', req, reply),
    );
    app.get<{ Params: { key: string; size: string } }>(
      `/media/${MEDIA_PATHS.file(':key', '120').replace(/120$/, ':size')}`,
      { config: { public: true }, compress: false, schema: fileSchema('A stored media file at one of its sizes (public)') },
      async (req, reply) => {
        const size = req.params.size;
        if (size !== '120' && size !== '500' && size !== '80') throw new ApiError(404, 'File not found');
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

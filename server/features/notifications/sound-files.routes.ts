import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { NOTIFICATION_PATHS } from '../../../contract/notifications';
import { contentDisposition, FILE_KEY_PATTERN, SOUND_UPLOAD, servedType, uploadMessages, uploadProblems } from '../../../contract/uploads';
import type { Db } from '../../db/database';
import { messages } from '../../../contract/messages';
import { ApiError, ValidationError } from '../../http/errors';
import { soundUrl } from './notify';
import { StoredFilesRepository } from './stored-files.repository';
import { defineRoute } from '../../http/route';
import { fileBytes, closedObject } from '../../http/schemas';

const refuse = (msg: string) => new ValidationError([{ path: 'file', msg }]);

const tags = ['notification'];
/**
 * Notification sound files, kept in the database: upload (multipart 'file', checked by content) and
 * play. Playing needs no token (an <audio> element cannot send one): the URL holds a random key
 * instead of the id (docs/decisions.md, 'Uploaded files').
 */
export function soundFileRoutes(db: Db) {
  const files = new StoredFilesRepository(db);
  return async function routes(app: FastifyInstance) {
    await app.register(multipart, { limits: { fileSize: SOUND_UPLOAD.maxBytes, files: 1 } });

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/' + NOTIFICATION_PATHS.fileUpload,
        tags,
        summary: 'Upload a notification sound (multipart, one part named file)',
        description: `At most ${SOUND_UPLOAD.maxBytes} bytes; the type is checked by content.`,
        access: { path: 'system/notification/sound', right: 'create' },
        body: { raw: 'file' },
        response: { 201: closedObject({ fileId: { type: 'integer' }, url: { type: 'string' } }) },
      },
      async (req, reply) => {
        if (!req.isMultipart()) throw refuse(uploadMessages.sendAsFile);
        const part = await req.file();
        if (!part || part.fieldname !== 'file') throw refuse(uploadMessages.sendAsFile);
        const data = await part.toBuffer().catch(() => {
          throw refuse(uploadMessages.tooLarge(SOUND_UPLOAD.maxBytes));
        });
        if (part.file.truncated) throw refuse(uploadMessages.tooLarge(SOUND_UPLOAD.maxBytes));
        const detected = data.length ? await fileTypeFromBuffer(data) : undefined;
        const problems = uploadProblems({ fileName: part.filename, size: data.length, detected: detected?.mime }, SOUND_UPLOAD);
        if (problems.length) throw new ValidationError(problems);
        const stored = await files.insert({
          kind: 'sound',
          name: part.filename.slice(0, 200),
          mime: servedType(part.filename, SOUND_UPLOAD),
          data,
          createdBy: req.principal.userId,
        });
        return reply.status(201).send({ fileId: stored.id, url: soundUrl(stored.key) });
      },
    );

    // the file's own bytes: no serializer
    defineRoute(
      app,
      { method: 'GET', url: '/files/:key', tags, summary: 'Play a notification sound by its key', access: 'public', params: { key: { type: 'string', required: true } }, response: { 200: fileBytes } },
      async (req, reply) => {
        const file = FILE_KEY_PATTERN.test(req.params.key) ? await files.byKey('sound', req.params.key) : undefined;
        if (!file) throw new ApiError(404, messages.notFound('File'));
        return reply
          .header('content-type', file.mime)
          .header('content-disposition', contentDisposition(file.mime, file.name))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'public, max-age=86400')
          .send(file.data);
      },
    );
  };
}

import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { NOTIFICATION_PATHS } from '../../../contract/notifications';
import type { Db } from '../../db/database';
import { parseId } from '../../engine/list-query';
import { ApiError, ValidationError } from '../../http/errors';
import { soundUrl } from './notify';

export const SOUND_EXTENSIONS = ['mp3', 'wav', 'ogg', 'oga', 'm4a', 'aac', 'webm'] as const;
export const MAX_SOUND_BYTES = 5 * 1024 * 1024;
const MIME_BY_EXTENSION: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  webm: 'audio/webm',
};
const wrongFile = () =>
  new ValidationError([{ path: 'file', msg: `Wrong file type found. Only ${SOUND_EXTENSIONS.join(', ')} files are allowed!` }]);

/** Notification sound files, kept in the database: upload (multipart 'file') and play (no token). */
export function soundFileRoutes(db: Db) {
  return async function routes(app: FastifyInstance) {
    await app.register(multipart, { limits: { fileSize: MAX_SOUND_BYTES, files: 1 } });

    app.post(
      '/' + NOTIFICATION_PATHS.fileUpload,
      { config: { permission: { path: 'system/notification/sound', right: 'create' } } },
      async (req, reply) => {
        if (!req.isMultipart()) throw new ValidationError([{ path: 'file', msg: 'Send the file as multipart form data, field file.' }]);
        const part = await req.file();
        if (!part || part.fieldname !== 'file') throw new ValidationError([{ path: 'file', msg: 'Send the file as multipart form data, field file.' }]);
        const extension = part.filename.split('.').pop()?.toLowerCase() ?? '';
        if (!(SOUND_EXTENSIONS as readonly string[]).includes(extension)) throw wrongFile();
        const data = await part.toBuffer().catch(() => {
          throw new ValidationError([{ path: 'file', msg: `The file is larger than ${MAX_SOUND_BYTES / 1024 / 1024} MB.` }]);
        });
        if (part.file.truncated) throw new ValidationError([{ path: 'file', msg: `The file is larger than ${MAX_SOUND_BYTES / 1024 / 1024} MB.` }]);
        const { rows } = await sql<{ id: number }>`
          INSERT INTO stored_file (kind, name, mime, size, data, created_by)
          VALUES ('sound', ${part.filename.slice(0, 200)}, ${MIME_BY_EXTENSION[extension]}, ${data.length}, ${data}, ${req.principal.userId})
          RETURNING id::int AS id`.execute(db);
        return reply.status(201).send({ fileId: rows[0].id, url: soundUrl(rows[0].id) });
      },
    );

    app.get<{ Params: { id: string } }>('/files/:id', { config: { public: true } }, async (req, reply) => {
      const { rows } = await sql<{ mime: string; name: string; data: Buffer }>`
        SELECT mime, name, data FROM stored_file WHERE id = ${parseId(req.params.id)} AND kind = 'sound'`.execute(db);
      if (!rows[0]) throw new ApiError(404, 'File not found');
      return reply
        .header('content-type', rows[0].mime)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(rows[0].data);
    });
  };
}

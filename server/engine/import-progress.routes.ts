// GET /api/import/progress/{id}: where one of the caller's import calls stands (contract/import.ts,
// ImportProgress), for the import screen's bar. Signed in, no permission: a user reads only the
// imports they started, named by the random id their screen sent with the call.
import type { FastifyInstance } from 'fastify';
import { IMPORT_PHASES, importMessages, importProgressPath, PROGRESS_ID_PATTERN } from '../../contract/import';
import type { Db } from '../db/database';
import { ApiError, ValidationError } from '../http/errors';
import { openObject, responses } from '../http/schemas';
import '../http/types';
import { readImportProgress } from './import-progress';

const schema = {
  tags: ['import'],
  summary: 'Where one of my import calls stands (the id sent with the call as ?progress=)',
  params: { type: 'object', properties: { id: { type: 'string', pattern: PROGRESS_ID_PATTERN.source } }, required: ['id'] },
  response: responses({
    200: openObject(
      {
        phase: { type: 'string', enum: [...IMPORT_PHASES] },
        rows: { type: 'integer' },
        total: { type: ['integer', 'null'] },
        share: { type: ['number', 'null'] },
      },
      ['phase', 'rows'],
    ),
  }),
};

export function importProgressRoutes(db: Db) {
  return async function routes(app: FastifyInstance) {
    app.get<{ Params: { id: string } }>('/' + importProgressPath(':id'), { schema }, async (req) => {
      if (!PROGRESS_ID_PATTERN.test(req.params.id)) throw new ValidationError([{ path: 'id', msg: importMessages.progressId }]);
      const progress = await readImportProgress(db, req.params.id, req.principal.userId);
      if (!progress) throw new ApiError(404, importMessages.noProgress);
      return progress;
    });
  };
}

// GET /api/import/progress/{id}: where one of the caller's import calls stands (contract/import.ts,
// ImportProgress), for the import screen's bar. Signed in, no permission: a user reads only the
// imports they started, named by the random id their screen sent with the call.
import type { FastifyInstance } from 'fastify';
import { IMPORT_PHASES, importMessages, importProgressPath, PROGRESS_ID_PATTERN } from '../../contract/import';
import type { Db } from '../db/database';
import { ApiError } from '../http/errors';
import { defineRoute } from '../http/route';
import { closedObject } from '../http/schemas';
import '../http/types';
import { readImportProgress } from './import-progress';

export function importProgressRoutes(db: Db) {
  return async function routes(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/' + importProgressPath(':id'),
        tags: ['import'],
        summary: 'Where one of my import calls stands (the id sent with the call as ?progress=)',
        access: 'signed-in',
        params: { id: { type: 'string', required: true, check: (v: string) => PROGRESS_ID_PATTERN.test(v), message: importMessages.progressId } },
        response: {
          200: closedObject(
            {
              phase: { type: 'string', enum: [...IMPORT_PHASES] },
              rows: { type: 'integer' },
              total: { type: ['integer', 'null'] },
              share: { type: ['number', 'null'] },
            },
            ['phase', 'rows'],
          ),
        },
      },
      async (req) => {
        const progress = await readImportProgress(db, req.params.id, req.principal.userId);
        if (!progress) throw new ApiError(404, importMessages.noProgress);
        return progress;
      },
    );
  };
}

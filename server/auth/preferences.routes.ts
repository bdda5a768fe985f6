import type { FastifyInstance } from 'fastify';
import { USER_LANGUAGE_PATH, USER_LANGUAGES } from '../../contract/accounts/user-language';
import type { Db } from '../db/database';
import { defineRoute } from '../http/route';
import { closedObject } from '../http/schemas';
import { saveLanguage } from './preferences.repository';

const tags = ['auth'];

/** The signed-in user's own preferences: any signed-in user, for themselves only (no user id in the path). */
export function preferenceRoutes(db: Db) {
  return async function routes(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'PUT',
        url: '/' + USER_LANGUAGE_PATH,
        tags,
        summary: "Sets the signed-in user's language of the console; GET ug/p/u returns it",
        description: `One of ${USER_LANGUAGES.join(', ')}; another value answers 422. Every user starts in English.`,
        access: 'signed-in',
        body: { language: { type: 'enum', choices: USER_LANGUAGES, required: true } },
        response: { 200: closedObject({ language: { type: 'string', enum: [...USER_LANGUAGES] } }, ['language']) },
      },
      async (req) => {
        await saveLanguage(db, req.principal.userId, req.body.language);
        return { language: req.body.language };
      },
    );
  };
}

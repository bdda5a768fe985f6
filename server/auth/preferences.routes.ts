import type { FastifyInstance } from 'fastify';
import { USER_LANGUAGE_PATH, USER_LANGUAGES } from '../../contract/accounts/user-language';
import { USER_THEME_PATH, USER_THEMES } from '../../contract/accounts/user-theme';
import type { Db } from '../db/database';
import { defineRoute } from '../http/route';
import { closedObject } from '../http/schemas';
import { saveLanguage, saveTheme } from './preferences.repository';

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
    defineRoute(
      app,
      {
        method: 'PUT',
        url: '/' + USER_THEME_PATH,
        tags,
        summary: "Sets the signed-in user's theme of the console; GET ug/p/u returns it",
        description: `One of ${USER_THEMES.join(', ')}; another value answers 422. Until a user picks, the console follows the system's colour scheme.`,
        access: 'signed-in',
        body: { theme: { type: 'enum', choices: USER_THEMES, required: true } },
        response: { 200: closedObject({ theme: { type: 'string', enum: [...USER_THEMES] } }, ['theme']) },
      },
      async (req) => {
        await saveTheme(db, req.principal.userId, req.body.theme);
        return { theme: req.body.theme };
      },
    );
  };
}

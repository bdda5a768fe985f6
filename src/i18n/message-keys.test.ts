// The server's answers in the user's language: each English answer finds its catalogue key again.
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGE_SECTIONS, messageKey, TEMPLATE_SECTION } from '../../contract/message-keys';
import { MESSAGE_TEMPLATES, messages } from '../../contract/messages';
import { toApiError } from '../dataProvider/api-error';
import { i18nProvider } from '../i18nProvider';
import { englishCatalogue } from './catalogue';

const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], englishCatalogue);

describe('message keys', () => {
  it('name the catalogue key of every contract text, as the English catalogue holds it', () => {
    for (const [prefix, texts] of MESSAGE_SECTIONS)
      for (const [name, text] of Object.entries(texts)) if (typeof text === 'string') expect(lookup(`${prefix}.${name}`), `${prefix}.${name}`).toBe(text);
    for (const [name, template] of Object.entries(MESSAGE_TEMPLATES)) expect(lookup(`${TEMPLATE_SECTION}.${name}`)).toBe(template);
  });

  it('find a text and a filled template again, with its values', () => {
    expect(messageKey(messages.wrongType)).toEqual({ key: 'app.message.wrongType' });
    expect(messageKey(messages.minLength(2))).toEqual({ key: 'app.message_template.minLength', values: { n: '2' } });
    expect(messageKey(messages.required('Hourly Rate'))).toEqual({ key: 'app.message_template.required', values: { field: 'Hourly Rate' } });
    expect(messageKey(messages.oneOf(['en', 'es']))).toEqual({ key: 'app.message_template.oneOf', values: { values: 'en, es' } });
    expect(messageKey('Something nobody wrote')).toBeUndefined();
  });
});

describe('answers shown in Spanish', () => {
  afterAll(() => i18nProvider.changeLocale('en'));

  it('keep English byte for byte, and read Spanish once chosen, field labels included', async () => {
    const body = [
      { path: 'firstname', msg: messages.minLength(2) },
      { path: 'username', msg: messages.required('Username') },
      { path: 'salary.hourlyRate', msg: messages.minValue(0) },
      { path: 'x', msg: 'A text of no module' },
    ];
    const shown = (status: number, b: unknown, resource?: string) => toApiError(status, b, resource).items.map((i) => `${i.label}: ${i.msg}`);
    expect(shown(422, body, 'user')).toEqual(['Firstname: Minimum length should be 2 characters.', 'Username: Oops! Fill in the Username.', 'Hourly Rate: Minimum value is 0.', 'X: A text of no module']);
    await i18nProvider.changeLocale('es');
    expect(shown(422, body, 'user')).toEqual([
      'Nombre: La longitud mínima es de 2 caracteres.',
      'Usuario: ¡Uy! Complete el campo Usuario.',
      'Tarifa por hora: El valor mínimo es 0.',
      'X: A text of no module',
    ]);
    expect(toApiError(403, { message: messages.invalidCredentials }).message).toBe('Usuario o contraseña incorrectos.');
    expect(shown(422, [{ path: 'name', msg: messages.required('Name') }], 'language')).toEqual(['Nombre: ¡Uy! Complete el campo Nombre.']);
  });
});

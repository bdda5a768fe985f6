import { describe, expect, it } from 'vitest';
import { contentDisposition, extensionOf, isInlineSafe, SOUND_UPLOAD, servedType, uploadMessages, uploadProblems } from './uploads';

const WRONG = 'Wrong file type found. Only mp3, wav, ogg, oga, m4a, aac, webm files are allowed!';
const check = (fileName: string | undefined, detected: string | undefined, size = 100) =>
  uploadProblems({ fileName, detected, size }, SOUND_UPLOAD).map((p) => p.msg);

describe('sound uploads', () => {
  it.each([
    ['ding.mp3', 'audio/mpeg'],
    ['DING.MP3', 'audio/mpeg'],
    ['a.b.wav', 'audio/wav'],
    ['x.ogg', 'audio/ogg; codecs=opus'],
    ['x.oga', 'audio/ogg'],
    ['x.m4a', 'audio/x-m4a'],
    ['x.m4a', 'video/mp4'],
    ['x.aac', 'audio/aac'],
    ['x.webm', 'video/webm'],
  ])('accepts %s holding %s', (name, detected) => {
    expect(check(name, detected)).toEqual([]);
  });

  it.each([
    ['page.html', 'text/html', 'a page'],
    ['ding.mp3', undefined, 'bytes nothing recognises (a renamed page or script)'],
    ['ding.mp3', 'audio/wav', 'audio of another kind than its extension'],
    ['ding.mp3', 'image/svg+xml', 'an image'],
    ['ding', 'audio/mpeg', 'no extension'],
    ['ding.mp3.html', 'audio/mpeg', 'an allowed extension that is not the last'],
  ])('refuses %s detected as %s (%s) with the spec text', (name, detected, _why) => {
    expect(check(name, detected)).toEqual([WRONG]);
  });

  it('refuses a part without a file name, an empty file and one over the limit', () => {
    expect(check(undefined, 'audio/mpeg')).toEqual([uploadMessages.noFileName]);
    expect(check('', 'audio/mpeg')).toEqual([uploadMessages.noFileName]);
    expect(check('ding.mp3', undefined, 0)).toEqual([uploadMessages.empty]);
    expect(check('ding.mp3', 'audio/mpeg', SOUND_UPLOAD.maxBytes + 1)).toEqual(['The file is larger than 5 MB.']);
    expect(uploadProblems({ fileName: 'a.mp3', detected: 'audio/mpeg', size: 1 }, SOUND_UPLOAD)[0]).toBeUndefined();
    expect(uploadProblems({ fileName: undefined, detected: undefined, size: 1 }, SOUND_UPLOAD)[0].path).toBe('file');
  });

  it('serves each extension with its own type', () => {
    expect(servedType('x.MP3', SOUND_UPLOAD)).toBe('audio/mpeg');
    expect(servedType('x.ogg', SOUND_UPLOAD)).toBe('audio/ogg');
    expect(servedType('x.webm', SOUND_UPLOAD)).toBe('audio/webm');
    expect(extensionOf('a.tar.GZ')).toBe('gz');
    expect(extensionOf('noext')).toBe('');
  });
});

describe('serving files', () => {
  it.each([
    ['audio/mpeg', true],
    ['audio/ogg; codecs=opus', true],
    ['image/png', true],
    ['IMAGE/JPEG', true],
    ['image/webp', true],
    ['image/svg+xml', false],
    ['text/html', false],
    ['application/pdf', false],
    ['application/octet-stream', false],
    ['video/mp4', false],
  ])('%s inline: %s', (mime, inline) => {
    expect(isInlineSafe(mime)).toBe(inline);
    expect(contentDisposition(mime, 'f.bin').split(';')[0]).toBe(inline ? 'inline' : 'attachment');
  });

  it('names the file safely in the header', () => {
    expect(contentDisposition('text/html', 'a "b".html')).toBe(`attachment; filename="a _b_.html"; filename*=UTF-8''a%20%22b%22.html`);
    expect(contentDisposition('audio/mpeg', 'sonnerie-é.mp3')).toBe(`inline; filename="sonnerie-_.mp3"; filename*=UTF-8''sonnerie-%C3%A9.mp3`);
    expect(contentDisposition('audio/mpeg', "it's\r\n.mp3")).not.toMatch(/[\r\n]/);
  });
});

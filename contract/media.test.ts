import { describe, expect, it } from 'vitest';
import { byteRange, folderPathProblems, isWithin, joinFolder, MEDIA_KINDS, mediaFileUrl, mediaThumbnail, parentFolder, smallerUrl } from './media';
import { messages } from './messages';

describe('folder paths', () => {
  it.each([
    ['', true],
    ['Products', true],
    ['Products/Fruit and veg', true],
    ['Été 2026/übersicht_1.b-c', true],
    ['..', false],
    ['a/../b', false],
    ['/Products', false],
    ['Products/', false],
    [' Products', false],
    ['a//b', false],
    ['a\\b', false],
    ['a/b/c/d/e/f', false],
    ['x'.repeat(61), false],
  ])('%j is %s', (path, ok) => {
    expect(folderPathProblems(path, 'dir')).toHaveLength(ok ? 0 : 1);
  });

  it('joins, splits and nests', () => {
    expect(joinFolder('', 'A')).toBe('A');
    expect(joinFolder('A', 'B')).toBe('A/B');
    expect(parentFolder('A/B/C')).toBe('A/B');
    expect(parentFolder('A')).toBe('');
    expect(isWithin('A/B', 'A')).toBe(true);
    expect(isWithin('AB', 'A')).toBe(false);
  });
});

describe('libraries', () => {
  it("lists the spec's extensions in the wrong-type text", () => {
    expect(messages.wrongFileType(MEDIA_KINDS.video.upload.extensions)).toBe('Wrong file type found. Only m4v, avi, mpg, mp4, webm files are allowed!');
    expect(messages.wrongFileType(MEDIA_KINDS.image.upload.extensions)).toBe('Wrong file type found. Only jpg, gif, bmp, png, jpeg files are allowed!');
    expect(messages.wrongFileType(MEDIA_KINDS.icon.upload.extensions)).toBe('Wrong file type found. Only jpg, gif, bmp, png, jpeg, svg files are allowed!');
  });

  it('keeps images at 120 and 500 and icons at 80', () => {
    expect(MEDIA_KINDS.image.sizes).toEqual(['120', '500']);
    expect(MEDIA_KINDS.icon.sizes).toEqual(['80']);
  });

  it('shows the thumbnail size, the picture itself, or nothing', () => {
    const key = 'A'.repeat(22);
    expect(mediaThumbnail('image', { mime: 'image/png', url: mediaFileUrl(key), url120: mediaFileUrl(key, '120') })).toBe(`/media/files/${key}/120`);
    expect(mediaThumbnail('download', { mime: 'image/png', url: mediaFileUrl(key) })).toBe(`/media/files/${key}`);
    expect(mediaThumbnail('video', { mime: 'video/mp4', url: mediaFileUrl(key) })).toBeUndefined();
    expect(smallerUrl('icon', mediaFileUrl(key))).toBe(`/media/files/${key}/80`);
    expect(smallerUrl('image', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });
});

describe('byte ranges', () => {
  it.each([
    [undefined, undefined],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-200', { start: 800, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=1000-1001', 'unsatisfiable'],
    ['bytes=5-2', 'unsatisfiable'],
    ['bytes=0-1,5-6', undefined],
    ['items=0-1', undefined],
    ['bytes=-', undefined],
  ])('%j of 1000 bytes is %j', (header, range) => {
    expect(byteRange(header, 1000)).toEqual(range);
  });
});

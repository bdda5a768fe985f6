// English texts of the media library and the media picker; part of `app.media` in en.ts.
export const mediaTexts = {};

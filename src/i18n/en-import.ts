// English texts of the import screen of importable entities; part of `app.import` in en.ts.
export const importTexts = {};

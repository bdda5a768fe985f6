// The browser's own Object.entries in place of the `object.entries` polyfill node-polyglot requires:
// every browser the console supports has it, and the polyfill brings about 20 kB of intrinsics
// helpers onto the sign-in page.
module.exports = function entries(value) {
  return Object.entries(value);
};

// autocannon ships without types; the bench uses its programmatic API only.
declare module 'autocannon';

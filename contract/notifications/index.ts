export * from './api';
export * from './channels';
export * from './items';
export * from './links';

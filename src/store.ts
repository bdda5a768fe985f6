import { localStorageStore } from 'react-admin';

/** react-admin's store (list memory, theme, language), in this browser's localStorage; emptied at sign-out. */
export const store = localStorageStore(undefined, 'BackOffice');

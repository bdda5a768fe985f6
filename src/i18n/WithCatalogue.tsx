import type { ReactNode } from 'react';
import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from '../i18nProvider';

/** The app's catalogue around a component rendered on its own (unit tests): screens read their texts from it. */
export const WithCatalogue = ({ children }: { children: ReactNode }) => <I18nContextProvider value={i18nProvider}>{children}</I18nContextProvider>;

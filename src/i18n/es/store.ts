// Spanish texts of the screens of Stores, store sections and pages, franchises, zip codes and links (app.store).
import type { STORE_TEXTS } from '../../../contract/stores';
import type { storeTexts } from '../en-store';
import type { TextsOf, Translation } from '../translation';

export const store: Translation<typeof storeTexts> = {
  message: {
    noDomain: 'La tienda no tiene dominio del que leer sus productos.',
    oneDefaultAddress: 'Solo una dirección puede ser la predeterminada.',
    locationPair: 'Indique latitud y longitud, o ninguna de las dos.',
  } satisfies TextsOf<typeof STORE_TEXTS>,
  mail_types: { default: 'Predeterminada', minimal: 'Mínima', branded: 'Con marca' },
};

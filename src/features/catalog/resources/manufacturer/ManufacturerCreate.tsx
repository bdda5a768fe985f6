import { useContext, useMemo } from 'react';
import { DataProviderContext } from 'react-admin';
import { messages } from '../../../../../contract/messages';
import { EntityCreate } from '../../../../components/form/EntityCreate';
import { ApiError } from '../../../../dataProvider/api-error';
import type { BackOfficeDataProvider } from '../../../../dataProvider/dataProvider';

/** An item about an id (`id`, `manufacturerId`, `storeId`...), by its path or its text. */
const aboutAnId = (item: { path: string; msg: string }) => /(^|\.)(id|[a-z]\w*Id)$/.test(item.path) || /\bid\b/i.test(item.msg);

/**
 * The generated create screen, with the spec's creation messages for manufacturers (second
 * document, section 8): items mentioning an id are hidden, the others name their column.
 */
export function ManufacturerCreate() {
  const provider = useContext(DataProviderContext) as BackOfficeDataProvider;
  const worded = useMemo<BackOfficeDataProvider>(
    () => ({
      ...provider,
      create: (resource, params) =>
        provider.create(resource, params).catch((e: unknown) => {
          if (!(e instanceof ApiError) || !e.items.length) throw e;
          const shown = e.items.filter((item) => !aboutAnId(item));
          if (shown.length === e.items.length) throw e;
          throw shown.length ? new ApiError(e.message, e.status, shown, e.raw) : new ApiError(messages.badResponse, e.status);
        }),
    }),
    [provider],
  );
  return (
    <DataProviderContext.Provider value={worded}>
      <EntityCreate />
    </DataProviderContext.Provider>
  );
}

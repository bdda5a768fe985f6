// The declaration's texts for failed list actions (spec, second document, section 8: 'Archiving Error',
// 'Option! option not deleted'...), worded by the list's data provider for every list.
import type { Identifier } from 'react-admin';
import type { EntityDeclaration } from '../../../contract/entity';
import { listActionFailureText, type FailedListAction } from '../../../contract/list-rules';
import { ApiError } from '../../dataProvider/api-error';
import type { BackOfficeDataProvider } from '../../dataProvider/dataProvider';

/**
 * A failed list action as the declaration words it (spec, second document, section 8): its text,
 * then the server's reason when it names one (a delete refused because rows still refer to it).
 * A missing sign-in stays as it was, so the console still signs out.
 */
export function withFailureTexts(provider: BackOfficeDataProvider, decl: EntityDeclaration): BackOfficeDataProvider {
  const worded = (action: FailedListAction, count: number) => (e: unknown) => {
    const text = listActionFailureText(decl.messages, action, count);
    const status = e instanceof ApiError ? e.status : 0;
    if (!text || status === 401) throw e;
    const reason = action === 'destroy' && e instanceof Error && e.message ? `${text}: ${e.message}` : text;
    throw new ApiError(reason, status);
  };
  const count = (params: { ids?: Identifier[]; id?: Identifier }) => params.ids?.length ?? 1;
  return {
    ...provider,
    archiveMany: (resource, params) => provider.archiveMany(resource, params).catch(worded('archive', count(params))),
    recoverMany: (resource, params) => provider.recoverMany(resource, params).catch(worded('recover', count(params))),
    archive: (resource, params) => provider.archive(resource, params).catch(worded('archive', count(params))),
    recover: (resource, params) => provider.recover(resource, params).catch(worded('recover', count(params))),
    destroy: (resource, params) => provider.destroy(resource, params).catch(worded('destroy', 1)),
    deleteMany: (resource, params) => provider.deleteMany(resource, params).catch(worded('destroy', params.ids.length)),
  };
}

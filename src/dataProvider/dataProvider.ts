import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { EntityDeclaration } from '../../contract/entity';
import { entityByName } from '../../contract/entities';
import { bulkCall, createCall, listCall, lookupCall, oneCall, toBody, toRecord, type CallSpec, type ListParams, type LookupParams } from './entity-paths';
import { request, type RequestOptions } from './http';
import { PRECONDITION_HEADER, recordVersion, versionTag } from '../../contract/record-version';

type Row = Record<string, unknown>;
type Paged = { data: Row[]; count: number };

/** The lifecycle and lookup calls the product adds to react-admin's data provider. */
export interface BackOfficeDataProvider extends DataProvider {
  archive(resource: string, params: { ids?: Identifier[]; id?: Identifier }): Promise<{ data: Identifier[] }>;
  recover(resource: string, params: { ids?: Identifier[]; id?: Identifier }): Promise<{ data: Identifier[] }>;
  archiveMany(resource: string, params: { ids: Identifier[] }): Promise<{ data: Identifier[] }>;
  recoverMany(resource: string, params: { ids: Identifier[] }): Promise<{ data: Identifier[] }>;
  destroy(resource: string, params: { id: Identifier; previousData?: RaRecord }): Promise<{ data: RaRecord }>;
  /** see-all lookups: {id, representation} pairs any signed-in user may read */
  lookup(resource: string, params: LookupParams): Promise<{ data: RaRecord[]; total: number }>;
  /** any other call of a service, with the token and the error mapping of every call */
  call<T = unknown>(service: string, path: string, options?: RequestOptions): Promise<T>;
}

export function declarationOf(resource: string): EntityDeclaration {
  const decl = entityByName(resource);
  if (!decl) throw new Error(`Unknown resource "${resource}"`);
  return decl;
}

const run = <T>(spec: CallSpec, resource: string, options: Omit<RequestOptions, 'query' | 'resource'> = {}) =>
  request<T>(spec.service, spec.path, { ...options, query: spec.query, resource });

const idsOf = (params: { ids?: Identifier[]; id?: Identifier }): Identifier[] => params.ids ?? (params.id !== undefined ? [params.id] : []);

export function createDataProvider(): BackOfficeDataProvider {
  const getOne = async (resource: string, params: { id: Identifier; signal?: AbortSignal }) => {
    const decl = declarationOf(resource);
    const row = await run<Row>(oneCall(decl, params.id), resource, { signal: params.signal });
    return { data: toRecord(decl, row) as RaRecord };
  };

  const bulk = async (resource: string, op: 'archive' | 'recover' | 'd', ids: Identifier[]) => {
    const decl = declarationOf(resource);
    await run(bulkCall(decl, op), resource, { method: 'POST', body: ids });
    return { data: ids };
  };

  const destroy = async (resource: string, params: { id: Identifier; previousData?: RaRecord }) => {
    const decl = declarationOf(resource);
    await run(oneCall(decl, params.id), resource, { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as RaRecord };
  };

  const provider: BackOfficeDataProvider = {
    async getList(resource, params) {
      const decl = declarationOf(resource);
      const body = await run<Paged>(listCall(decl, params as ListParams), resource, { signal: params.signal });
      return { data: body.data.map((r) => toRecord(decl, r)) as never[], total: body.count };
    },
    getOne: getOne as DataProvider['getOne'],
    async getMany(resource, params) {
      const results = await Promise.all(params.ids.map((id) => getOne(resource, { id, signal: params.signal })));
      return { data: results.map((r) => r.data) as never[] };
    },
    async getManyReference(resource, params) {
      return provider.getList(resource, {
        pagination: params.pagination,
        sort: params.sort,
        filter: { ...params.filter, [params.target]: params.id },
        signal: params.signal,
      });
    },
    async create(resource, params) {
      const decl = declarationOf(resource);
      const row = await run<Row>(createCall(decl), resource, { method: 'POST', body: toBody(decl, params.data as Row) });
      return { data: toRecord(decl, row) as never };
    },
    async update(resource, params) {
      const decl = declarationOf(resource);
      // based on the version the form read: refused (409, who and when) once someone else saved it
      const read = (params.previousData as Row | undefined)?.dateModified as string | undefined;
      const headers = read ? { [PRECONDITION_HEADER]: versionTag(recordVersion(read)) } : undefined;
      const row = await run<Row>(oneCall(decl, params.id), resource, { method: 'PUT', body: toBody(decl, params.data as Row), headers });
      return { data: toRecord(decl, row) as never };
    },
    async updateMany(resource, params) {
      await Promise.all(params.ids.map((id) => provider.update(resource, { id, data: params.data, previousData: { id } as never })));
      return { data: params.ids };
    },
    delete: destroy as DataProvider['delete'],
    async deleteMany(resource, params) {
      return bulk(resource, 'd', params.ids);
    },
    archive: (resource, params) => bulk(resource, 'archive', idsOf(params)),
    recover: (resource, params) => bulk(resource, 'recover', idsOf(params)),
    archiveMany: (resource, params) => bulk(resource, 'archive', params.ids),
    recoverMany: (resource, params) => bulk(resource, 'recover', params.ids),
    destroy,
    async lookup(resource, params) {
      const decl = declarationOf(resource);
      const body = await run<Paged>(lookupCall(decl, params), resource);
      return { data: body.data.map((r) => toRecord(decl, r)) as RaRecord[], total: body.count };
    },
    call: (service, path, options) => request(service, path, options),
  };
  return provider;
}

export const dataProvider = createDataProvider();

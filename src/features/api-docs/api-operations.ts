/** The parts of an OpenAPI 3 document the screen shows. */
export interface ApiDocument {
  paths: Record<string, Record<string, ApiOperationObject>>;
}

interface ApiOperationObject {
  summary?: string;
  description?: string;
  security?: unknown[];
  'x-permission'?: { path: string; right: string }[];
}

export interface ApiOperation {
  key: string;
  method: string;
  path: string;
  summary: string;
  /** `path (right)` of each permission of which one suffices */
  permissions: string[];
  isPublic: boolean;
  operation: ApiOperationObject;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, by path then method, those whose path contains `search`. */
export function apiOperations(doc: ApiDocument, search = ''): ApiOperation[] {
  const needle = search.trim().toLowerCase();
  return Object.entries(doc.paths)
    .filter(([path]) => !needle || path.toLowerCase().includes(needle))
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((method) => {
        const operation = item[method];
        return {
          key: `${method} ${path}`,
          method,
          path,
          summary: operation.summary ?? operation.description ?? '',
          permissions: (operation['x-permission'] ?? []).map((p) => `${p.path} (${p.right})`),
          isPublic: Array.isArray(operation.security) && operation.security.length === 0,
          operation,
        };
      }),
    );
}

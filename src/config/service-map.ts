// The runtime service map: /services.json maps a service name to the base URL it is served from,
// so one build can point any service at another host. Absent entries use the same origin: /{service}.
export type ServiceMap = Record<string, string>;

let map: ServiceMap = {};
let loading: Promise<ServiceMap> | undefined;

/** Loads /services.json once; a missing or broken file means "everything on this origin". */
export function loadServiceMap(fetchImpl: typeof fetch = fetch): Promise<ServiceMap> {
  loading ??= fetchImpl('/services.json', { cache: 'no-cache' })
    .then((r) => (r.ok ? r.json() : {}))
    .catch(() => ({}))
    .then((json: unknown) => {
      map = json && typeof json === 'object' && !Array.isArray(json) ? (json as ServiceMap) : {};
      return map;
    });
  return loading;
}

/** For tests and for pages that set the map by hand. */
export function setServiceMap(next: ServiceMap): void {
  map = { ...next };
  loading = Promise.resolve(map);
}

/** The base URL of a service, without a trailing slash: `/api`, or the mapped host. */
export function serviceBase(service: string): string {
  const mapped = map[service];
  return (mapped ?? `/${service}`).replace(/\/+$/, '');
}

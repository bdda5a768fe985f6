// Whose data the current work may touch (docs/tenancy.md). A request of a user bound to a business
// or a franchise runs "as a tenant": every statement it sends, whatever route or repository sends
// it, goes through a connection on which PostgreSQL's row-level security shows and accepts only
// that tenant's rows. Work of platform staff and the product's own work (jobs, seed, webhooks) run
// outside any tenant and see everything.
import { AsyncLocalStorage } from 'node:async_hooks';

/** A user's binding: the business they work for, and the franchise within it when they run one. */
export interface Tenant {
  businessId: number | null;
  franchiseId: number | null;
}

const storage = new AsyncLocalStorage<Tenant | null>();

/** The tenant the current work runs as; undefined for platform staff and the product itself. */
export const currentTenant = (): Tenant | undefined => storage.getStore() ?? undefined;

/** Whether a binding makes its holder a tenant (staff of the platform have neither). */
export const isTenant = (t: Partial<Tenant> | null | undefined): t is Tenant => t != null && (t.businessId != null || t.franchiseId != null);

/**
 * Runs `fn` (and everything it awaits) as `tenant`; undefined or a binding with neither a business
 * nor a franchise runs it as the platform. Work started later on a user's behalf (a queued import)
 * keeps `currentTenant()` from the request and runs under it again.
 */
export function runAsTenant<T>(tenant: Tenant | undefined | null, fn: () => T): T {
  return storage.run(isTenant(tenant) ? { businessId: tenant.businessId, franchiseId: tenant.franchiseId } : null, fn);
}

/** Runs `fn` as the product itself (shared caches, counters, lookups every tenant relies on). */
export const runAsPlatform = <T>(fn: () => T): T => storage.run(null, fn);

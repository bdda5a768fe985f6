import { sql } from 'kysely';
// Courier location sharing (spec, second document, sections 3 "Location report", 4 "Courier location"
// and 7; first document, section 9): drivers' 'location' reports over their sockets, checked, kept
// in memory, sent at once to the pages watching the driver, and saved in batches to driver_location.
import type { Socket } from 'socket.io';
import { LOCATION_EVENTS, LOCATION_NAMESPACE, LOCATION_SAVE_INTERVAL_MS, type DriverPosition } from '../../../contract/delivery/location';
import { LOCATION_TEXTS, checkDriverIds, checkLocationReport } from '../../../contract/delivery/location-check';
import { entityByName } from '../../../contract/entities';
import { can, isDriver, type Permission } from '../../../contract/permissions';
import type { ValidationItem } from '../../../contract/validate';
import type { Db } from '../../db/database';
import type { RealtimeSockets } from '../../realtime/realtime';
import { readDriverPositions, saveDriverPositions } from './location.repository';
import { runAsTenant } from '../../db/tenant-context';
import { messages } from '../../../contract/messages';

/** What a 'location', WATCH-DRIVERS or UNWATCH-DRIVERS message gets back through its acknowledgement. */
export type LocationAck = { ok: true } | { ok: false; errors: ValidationItem[] };

/** The room of the pages watching one driver. */
const DRIVER_ROOM_PREFIX = 'driver:';
export const driverRoom = (driverId: number) => `${DRIVER_ROOM_PREFIX}${driverId}`;


/** The permission of the delivery routes: watching drivers needs access to it. */
export const routePermission = (): string => entityByName('deliveryRoute')?.permission ?? 'delivery/routes';
export const canWatchDrivers = (permissions: readonly Permission[]): boolean => can(permissions, 'access', '/' + routePermission());

export interface LocationServiceOptions {
  saveIntervalMs?: number;
  log?: { error: (obj: unknown, msg?: string) => void };
}

const refuse = (ack: unknown, errors: ValidationItem[]) => typeof ack === 'function' && ack({ ok: false, errors } satisfies LocationAck);
const accept = (ack: unknown) => typeof ack === 'function' && ack({ ok: true } satisfies LocationAck);

export class LocationService {
  /** the last position of each driver heard from (or read back from the table for a watcher) */
  private readonly last = new Map<number, DriverPosition>();
  /** drivers whose position changed since the last save */
  private dirty = new Set<number>();
  private timer?: NodeJS.Timeout;
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly sockets: RealtimeSockets,
    private readonly options: LocationServiceOptions = {},
  ) {}

  start(): void {
    this.sockets.onConnection(LOCATION_NAMESPACE, (socket) => this.connected(socket));
    this.timer = setInterval(() => void this.tick().catch((e) => this.options.log?.error(e, 'location tick failed')), this.options.saveIntervalMs ?? LOCATION_SAVE_INTERVAL_MS);
    this.timer.unref();
  }

  /** Stops the saves and writes what is still unsaved. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.save();
  }

  private connected(socket: Socket): void {
    socket.on(LOCATION_EVENTS.report, (payload: unknown, ack: unknown) => void this.report(socket, payload, ack).catch((e) => this.failed(e, ack)));
    socket.on(LOCATION_EVENTS.watch, (payload: unknown, ack: unknown) => void this.watch(socket, payload, ack).catch((e) => this.failed(e, ack)));
    socket.on(LOCATION_EVENTS.unwatch, (payload: unknown, ack: unknown) => {
      const ids = checkDriverIds(payload);
      if (!ids) return void refuse(ack, [{ path: 'driverIds', msg: LOCATION_TEXTS.driverIds }]);
      for (const id of ids) void socket.leave(driverRoom(id));
      accept(ack);
    });
  }

  private failed(e: unknown, ack: unknown): void {
    this.options.log?.error(e, 'location message failed');
    refuse(ack, [{ path: '', msg: LOCATION_TEXTS.failed }]);
  }

  /** The socket's user as of now; a user signed out, disabled or deleted is cut off. */
  private async principal(socket: Socket) {
    const principal = await this.sockets.currentPrincipal(socket);
    if (!principal) socket.disconnect(true);
    return principal;
  }

  private async report(socket: Socket, payload: unknown, ack: unknown): Promise<void> {
    const principal = await this.principal(socket);
    if (!principal) return;
    if (!isDriver(principal.permissions)) return void refuse(ack, [{ path: '', msg: LOCATION_TEXTS.notDriver }]);
    const checked = checkLocationReport(payload, principal.userId);
    if (!checked.ok) return void refuse(ack, checked.errors);
    const driverId = principal.userId;
    const previous = this.last.get(driverId);
    // a report older than the one kept (sent late over a slow network) is acknowledged and dropped
    if (!previous || previous.timestamp <= checked.report.timestamp) {
      const position: DriverPosition = { driverId, ...checked.report };
      this.last.set(driverId, position);
      this.dirty.add(driverId);
      this.sockets.toRoom(LOCATION_NAMESPACE, driverRoom(driverId), LOCATION_EVENTS.position, position);
    }
    accept(ack);
  }

  private async watch(socket: Socket, payload: unknown, ack: unknown): Promise<void> {
    const principal = await this.principal(socket);
    if (!principal) return;
    if (!canWatchDrivers(principal.permissions)) return void refuse(ack, [{ path: '', msg: LOCATION_TEXTS.noRouteAccess }]);
    const ids = checkDriverIds(payload);
    if (!ids) return void refuse(ack, [{ path: 'driverIds', msg: LOCATION_TEXTS.driverIds }]);
    // only drivers the user may see: a business's users watch that business's drivers (docs/tenancy.md)
    const seen = await runAsTenant(principal.tenant, () => sql<{ id: number }>`SELECT id FROM app_user WHERE id = ANY(${ids}::bigint[])`.execute(this.db));
    if (seen.rows.length < new Set(ids).size) return void refuse(ack, [{ path: 'driverIds', msg: messages.missingRecord }]);
    socket.data.watching = true;
    await socket.join(ids.map(driverRoom));
    // the last known positions first, then the acknowledgement (a report arriving meanwhile may come twice)
    for (const position of await this.known(ids)) socket.emit(LOCATION_EVENTS.position, position);
    accept(ack);
  }

  /** Last positions of these drivers: kept ones, and those only in the table (after a restart). */
  private async known(ids: number[]): Promise<DriverPosition[]> {
    const missing = ids.filter((id) => !this.last.has(id));
    if (missing.length) {
      // a report may have arrived while reading: it is newer
      for (const p of await readDriverPositions(this.db, missing)) if (!this.last.has(p.driverId)) this.last.set(p.driverId, p);
    }
    return ids.map((id) => this.last.get(id)).filter((p): p is DriverPosition => p !== undefined);
  }

  private async tick(): Promise<void> {
    await this.save();
    // watchers signed out or no longer allowed stop receiving positions
    for (const socket of [...this.sockets.sockets(LOCATION_NAMESPACE)]) {
      if (!socket.data.watching) continue;
      const principal = await this.principal(socket);
      if (principal && !canWatchDrivers(principal.permissions)) {
        for (const room of [...socket.rooms]) if (room.startsWith(DRIVER_ROOM_PREFIX)) void socket.leave(room);
        socket.data.watching = false;
      }
    }
  }

  /** Writes the positions changed since the last save in one statement; one save at a time. */
  save(): Promise<void> {
    this.saving = this.saving.then(() => this.write());
    return this.saving;
  }

  private async write(): Promise<void> {
    if (!this.dirty.size) return;
    const batch = [...this.dirty].map((id) => this.last.get(id)!).filter(Boolean);
    this.dirty = new Set();
    try {
      await saveDriverPositions(this.db, batch);
    } catch (e) {
      // written at the next tick (by then with the driver's newest position)
      for (const p of batch) this.dirty.add(p.driverId);
      this.options.log?.error(e, 'saving driver locations failed');
    }
  }
}

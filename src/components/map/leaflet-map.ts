// The Leaflet maps' shared pieces (the delivery route page, the order locations view): the library
// and its stylesheet loaded only by the pages that draw a map, and a map made with the configured
// tiles (MAP_TILE_URL; a plain background without) that follows its container's size.
import type * as Leaflet from 'leaflet';

export type L = typeof Leaflet;

/** Tile settings as the server gives them. */
export interface MapTiles {
  tileUrl: string | null;
  attribution: string | null;
}

/** Where a map opens before it knows what to show (the demo data's city). */
export const MAP_START: Leaflet.LatLngExpression = [34.05, -118.35];
/** How a map fits what it shows. */
export const MAP_FIT: Leaflet.FitBoundsOptions = { padding: [40, 40], maxZoom: 15, animate: false };

/** Leaflet and its stylesheet, loaded only when a page with a map opens. */
export const loadLeaflet = (): Promise<L> =>
  Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([m]) => ((m as { default?: L }).default ?? (m as unknown as L)));

/**
 * A map in `container` with the tiles, opened at `zoom` on MAP_START. The page lays the map out
 * after it is made (grid, side panel), so it learns its size whenever the container changes and
 * fits `bounds()` again, if any. `dispose` removes it.
 */
export function createMap(leaflet: L, container: HTMLElement, tiles: MapTiles, zoom: number, bounds: () => Leaflet.LatLngBounds | null) {
  const map = leaflet.map(container, { zoomControl: true, attributionControl: Boolean(tiles.attribution) });
  if (tiles.tileUrl) leaflet.tileLayer(tiles.tileUrl, { attribution: tiles.attribution ?? undefined, maxZoom: 19 }).addTo(map);
  map.setView(MAP_START, zoom);
  const resized = new ResizeObserver(() => {
    map.invalidateSize();
    const b = bounds();
    if (b) map.fitBounds(b, MAP_FIT);
  });
  resized.observe(container);
  return {
    map,
    dispose: () => {
      resized.disconnect();
      map.remove();
    },
  };
}

import type * as Leaflet from 'leaflet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createMap, loadLeaflet, MAP_FIT, type L, type MapTiles } from './leaflet-map';

export interface LeafletMapState {
  /** the element the map is drawn in: put it on the map's box */
  container: React.RefObject<HTMLDivElement | null>;
  /** Leaflet, once loaded */
  leaflet?: L;
  /** the map, once made (made again when the tiles change) */
  map?: Leaflet.Map;
  /** shows all of `points`, and again whenever the map changes size */
  fitBounds: (points: Leaflet.LatLngExpression[]) => void;
}

/**
 * A Leaflet map on `container` with the configured tiles, opened at `zoom`: loads Leaflet, makes
 * the map once the box is there, fits what it was last asked to show when its size changes, and
 * removes it on unmount.
 */
export function useLeafletMap(tiles: MapTiles, zoom: number): LeafletMapState {
  const container = useRef<HTMLDivElement>(null);
  const [leaflet, setLeaflet] = useState<L>();
  const [map, setMap] = useState<Leaflet.Map>();
  const bounds = useRef<Leaflet.LatLngBounds>(null);

  useEffect(() => {
    let alive = true;
    void loadLeaflet().then((l) => alive && setLeaflet(l));
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    if (!leaflet || !container.current) return undefined;
    const made = createMap(leaflet, container.current, tiles, zoom, () => bounds.current);
    setMap(made.map);
    return () => {
      made.dispose();
      setMap(undefined);
      bounds.current = null;
    };
    // the tiles' fields, not the object: a new settings object with the same tiles keeps the map
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [leaflet, tiles.tileUrl, tiles.attribution, zoom]);

  const fitBounds = useCallback(
    (points: Leaflet.LatLngExpression[]) => {
      if (!leaflet || !map || !points.length) return;
      map.invalidateSize();
      bounds.current = leaflet.latLngBounds(points);
      map.fitBounds(bounds.current, MAP_FIT);
    },
    [leaflet, map],
  );

  return { container, leaflet, map, fitBounds };
}

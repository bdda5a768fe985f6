import Box from '@mui/material/Box';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { DriverPosition } from '../../../contract/delivery/location';
import type { DeliveryMapSettings } from '../../../contract/delivery/routes';
import { createMap, loadLeaflet, MAP_FIT, type L } from '../../components/map/leaflet-map';

/** A stop as the map draws it: its place in the route and, when known, its position. */
export interface MapStop {
  orderId: number;
  latitude: number | null;
  longitude: number | null;
}

export interface DeliveryRouteMapProps {
  stops: MapStop[];
  driver?: DriverPosition;
  settings: DeliveryMapSettings;
  /** the map's accessible name */
  label: string;
}


const stopIcon = (leaflet: L, n: number) =>
  leaflet.divIcon({
    className: 'delivery-stop-marker',
    html: `<span>${n}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });

const driverIcon = (leaflet: L) => leaflet.divIcon({ className: 'delivery-driver-marker', html: '', iconSize: [22, 22], iconAnchor: [11, 11] });

const markerSx = {
  '& .delivery-stop-marker': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: '50%',
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    border: '2px solid #fff',
    boxShadow: 2,
    fontWeight: 700,
    fontSize: 13,
  },
  '& .delivery-driver-marker': {
    borderRadius: '50%',
    bgcolor: 'success.main',
    border: '3px solid #fff',
    boxShadow: '0 0 0 4px rgba(46, 125, 50, 0.35)',
    transition: 'transform 0.4s linear',
  },
} as const;

const located = (s: MapStop): s is MapStop & { latitude: number; longitude: number } => s.latitude !== null && s.longitude !== null;

/**
 * The route on a Leaflet map: numbered stops in order, the path between them and the driver's
 * marker (moved as positions arrive). Without a tile URL the map is a plain background.
 */
export function DeliveryRouteMap({ stops, driver, settings, label }: DeliveryRouteMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [leaflet, setLeaflet] = useState<L>();
  const map = useRef<Leaflet.Map>(null);
  const layer = useRef<Leaflet.LayerGroup>(null);
  const driverMarker = useRef<Leaflet.Marker>(null);
  const fitted = useRef(false);
  /** what the map was fitted to: fitted again when the map changes size (a window resized) */
  const bounds = useRef<Leaflet.LatLngBounds>(null);

  useEffect(() => {
    let alive = true;
    void loadLeaflet().then((l) => alive && setLeaflet(l));
    return () => {
      alive = false;
    };
  }, []);

  const { tileUrl, attribution } = settings;
  // the map itself, once Leaflet is loaded
  useEffect(() => {
    if (!leaflet || !container.current) return undefined;
    const { map: m, dispose } = createMap(leaflet, container.current, { tileUrl, attribution }, 11, () => bounds.current);
    map.current = m;
    layer.current = leaflet.layerGroup().addTo(m);
    return () => {
      dispose();
      map.current = null;
      layer.current = null;
      driverMarker.current = null;
      fitted.current = false;
      bounds.current = null;
    };
  }, [leaflet, tileUrl, attribution]);

  // the stops and the path between them
  const stopsKey = JSON.stringify(stops.map((s) => [s.orderId, s.latitude, s.longitude]));
  useEffect(() => {
    const m = map.current;
    const group = layer.current;
    if (!leaflet || !m || !group) return;
    group.clearLayers();
    const points: Leaflet.LatLngExpression[] = [];
    stops.forEach((s, i) => {
      if (!located(s)) return;
      points.push([s.latitude, s.longitude]);
      leaflet.marker([s.latitude, s.longitude], { icon: stopIcon(leaflet, i + 1), title: `#${s.orderId}`, keyboard: false }).addTo(group);
    });
    if (points.length > 1) leaflet.polyline(points, { color: '#1976d2', weight: 4, opacity: 0.8 }).addTo(group);
    if (!fitted.current && points.length) {
      fitted.current = true;
      m.invalidateSize();
      const all = driver ? [...points, [driver.latitude, driver.longitude] as Leaflet.LatLngExpression] : points;
      bounds.current = leaflet.latLngBounds(all);
      m.fitBounds(bounds.current, MAP_FIT);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [leaflet, stopsKey]);

  // the driver's marker follows the position
  useEffect(() => {
    const m = map.current;
    if (!leaflet || !m || !driver) return;
    const at: Leaflet.LatLngExpression = [driver.latitude, driver.longitude];
    if (driverMarker.current) driverMarker.current.setLatLng(at);
    else {
      driverMarker.current = leaflet.marker(at, { icon: driverIcon(leaflet), zIndexOffset: 1000, keyboard: false }).addTo(m);
      driverMarker.current.getElement()?.setAttribute('data-testid', 'driver-marker');
      // a route whose stops have no coordinates: the map shows where the driver is
      if (!fitted.current) m.setView(at, 14, { animate: false });
    }
  }, [leaflet, driver]);

  return (
    <Box
      ref={container}
      role="region"
      aria-label={label}
      data-testid="route-map"
      sx={{ height: '100%', minHeight: 420, width: '100%', borderRadius: 1, '&, &.leaflet-container': { background: '#e8eef3' }, ...markerSx }}
    />
  );
}

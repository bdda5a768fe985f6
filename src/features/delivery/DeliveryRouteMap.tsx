import Box from '@mui/material/Box';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef } from 'react';
import type { DriverPosition } from '../../../contract/delivery/location';
import type { DeliveryMapSettings } from '../../../contract/delivery/routes';
import type { L } from '../../components/map/leaflet-map';
import { useLeafletMap } from '../../components/map/useLeafletMap';

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
  const { container, leaflet, map, fitBounds } = useLeafletMap(settings, 11);
  const driverMarker = useRef<Leaflet.Marker>(null);
  const fitted = useRef(false);

  // a new map starts without the driver's marker and fits the route again
  useEffect(
    () => () => {
      driverMarker.current = null;
      fitted.current = false;
    },
    [map],
  );

  // the stops and the path between them
  const stopsKey = JSON.stringify(stops.map((s) => [s.orderId, s.latitude, s.longitude]));
  useEffect(() => {
    if (!leaflet || !map) return undefined;
    const group = leaflet.layerGroup().addTo(map);
    const points: Leaflet.LatLngExpression[] = [];
    stops.forEach((s, i) => {
      if (!located(s)) return;
      points.push([s.latitude, s.longitude]);
      leaflet.marker([s.latitude, s.longitude], { icon: stopIcon(leaflet, i + 1), title: `#${s.orderId}`, keyboard: false }).addTo(group);
    });
    if (points.length > 1) leaflet.polyline(points, { color: '#1976d2', weight: 4, opacity: 0.8 }).addTo(group);
    if (!fitted.current && points.length) {
      fitted.current = true;
      fitBounds(driver ? [...points, [driver.latitude, driver.longitude]] : points);
    }
    return () => {
      group.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [leaflet, map, stopsKey]);

  // the driver's marker follows the position
  useEffect(() => {
    if (!leaflet || !map || !driver) return;
    const at: Leaflet.LatLngExpression = [driver.latitude, driver.longitude];
    if (driverMarker.current) driverMarker.current.setLatLng(at);
    else {
      driverMarker.current = leaflet.marker(at, { icon: driverIcon(leaflet), zIndexOffset: 1000, keyboard: false }).addTo(map);
      driverMarker.current.getElement()?.setAttribute('data-testid', 'driver-marker');
      // a route whose stops have no coordinates: the map shows where the driver is
      if (!fitted.current) map.setView(at, 14, { animate: false });
    }
  }, [leaflet, map, driver]);

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

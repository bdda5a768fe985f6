import Box from '@mui/material/Box';
import type * as Leaflet from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useHref, useNavigate } from 'react-router-dom';
import { entities } from '../../../../contract/entities';
import {
  CLUSTER_MAX_ZOOM, canSplit, clusterDiameter, clusterPoints, type Cluster, type OrderLocation, type OrderLocationsMap as MapSettings,
} from '../../../../contract/orders/order-locations';
import { STATUS_COLOURS } from '../../../../contract/orders/order-status';
import { screenPath } from '../../../../contract/screen-paths';
import { useLeafletMap } from '../../../components/map/useLeafletMap';

export interface OrderLocationsMapProps {
  points: OrderLocation[];
  settings: MapSettings;
  /** the map's accessible name */
  label: string;
}


const markerSx = {
  '& .order-cluster': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: '50%',
    // opaque, the brand blue: a see-through blue over the map's tiles gave its white count 3.7:1 (under AA's 4.5:1)
    bgcolor: '#1565c0',
    color: '#fff',
    border: '3px solid rgba(255, 255, 255, 0.9)',
    boxShadow: '0 0 0 4px rgba(25, 118, 210, 0.25)',
    fontWeight: 700,
    fontSize: 13,
    cursor: 'pointer',
  },
  // Leaflet places the icon element with a transform: the pin's own shape is on its child
  '& .order-marker > span': {
    display: 'block',
    width: '100%',
    height: '100%',
    borderRadius: '50% 50% 50% 0',
    transform: 'rotate(-45deg)',
    border: '2px solid #fff',
    boxShadow: 2,
  },
} as const;

/**
 * The orders on a Leaflet map, grouped by clusterPoints at the map's zoom: a group as a circle
 * with its count (a click zooms onto it, or lists its orders when they are all at one spot), a
 * single order as a pin in its status colour whose popup links to the order. Without a tile URL
 * the map is a plain background.
 */
export function OrderLocationsMap({ points, settings, label }: OrderLocationsMapProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const root = useHref('/');
  const { container, leaflet, map, fitBounds } = useLeafletMap(settings, 10);
  const [zoom, setZoom] = useState<number>();

  // the map tells its zoom so the clusters follow
  useEffect(() => {
    if (!map) return undefined;
    const zoomed = () => setZoom(map.getZoom());
    zoomed();
    map.on('zoomend', zoomed);
    return () => {
      map.off('zoomend', zoomed);
    };
  }, [map]);

  // a new set of orders: the map shows them all
  useEffect(() => {
    fitBounds(points.map((p) => [p.latitude, p.longitude] as Leaflet.LatLngTuple));
  }, [fitBounds, points]);

  const clusters = useMemo(() => (zoom === undefined ? [] : clusterPoints(points, zoom)), [points, zoom]);

  // the clusters at the current zoom, those in view (and a margin around it) only: thousands of
  // pins off screen would slow every pan. A pan adds and removes pins by cell, so an open popup stays.
  useEffect(() => {
    if (!leaflet || !map || zoom === undefined) return undefined;
    const layer = leaflet.layerGroup().addTo(map);
    const drawn = new Map<string, Leaflet.Marker>();
    const orderLink = (p: OrderLocation) => {
      const path = screenPath(entities.order, 'edit', p.mongoId);
      const box = document.createElement('div');
      const title = document.createElement('strong');
      title.textContent = translate('app.order_stats.locations.order', { id: p.orderId });
      const place = document.createElement('div');
      place.textContent = [p.address, p.status].filter(Boolean).join(' · ');
      const link = document.createElement('a');
      link.href = root.replace(/\/$/, '') + path;
      link.textContent = translate('app.order_stats.locations.open');
      link.addEventListener('click', (e) => {
        e.preventDefault();
        navigate(path);
      });
      box.append(title, place, link);
      return box;
    };
    /** orders at one spot: every one of them, in a list that scrolls */
    const orderList = (points: OrderLocation[]) => {
      const list = document.createElement('div');
      list.style.cssText = 'max-height: 240px; overflow-y: auto; display: grid; gap: 8px;';
      list.append(...points.map(orderLink));
      return list;
    };
    const pin = (p: OrderLocation): Leaflet.Marker => {
      const icon = leaflet.divIcon({
        className: 'order-marker',
        html: `<span style="background:${STATUS_COLOURS[p.status] ?? '#1976d2'}"></span>`,
        iconSize: [22, 22],
        iconAnchor: [11, 22],
        popupAnchor: [0, -20],
      });
      const marker = leaflet.marker([p.latitude, p.longitude], { icon, title: translate('app.order_stats.locations.order', { id: p.orderId }) });
      marker.bindPopup(() => orderLink(p)).addTo(layer);
      marker.getElement()?.setAttribute('data-testid', 'order-marker');
      return marker;
    };
    const circle = (c: Cluster<OrderLocation>): Leaflet.Marker => {
      const size = clusterDiameter(c.points.length);
      const icon = leaflet.divIcon({ className: 'order-cluster', html: String(c.points.length), iconSize: [size, size], iconAnchor: [size / 2, size / 2] });
      const marker = leaflet.marker([c.latitude, c.longitude], { icon, title: translate('app.order_stats.locations.cluster', { count: c.points.length }) });
      if (!canSplit(c)) {
        marker.bindPopup(() => orderList(c.points));
      } else marker.on('click', () => {
        const area = leaflet.latLngBounds(c.points.map((p) => [p.latitude, p.longitude] as Leaflet.LatLngTuple));
        map.fitBounds(area, { padding: [40, 40], maxZoom: CLUSTER_MAX_ZOOM, animate: false });
        // all in one spot: the bounds do not zoom, so step in
        if (map.getZoom() === zoom) map.setView([c.latitude, c.longitude], Math.min(zoom + 2, CLUSTER_MAX_ZOOM), { animate: false });
      });
      marker.addTo(layer);
      const el = marker.getElement();
      el?.setAttribute('data-testid', 'order-cluster');
      el?.setAttribute('data-count', String(c.points.length));
      if (!canSplit(c)) el?.setAttribute('data-orders', c.points.map((p) => p.orderId).sort((a, b) => a - b).join(','));
      return marker;
    };
    const refresh = () => {
      const view = map.getBounds().pad(0.5);
      const wanted = new Set<string>();
      for (const c of clusters) {
        if (!view.contains([c.latitude, c.longitude])) continue;
        wanted.add(c.key);
        if (!drawn.has(c.key)) drawn.set(c.key, c.points.length === 1 ? pin(c.points[0]) : circle(c));
      }
      for (const [key, marker] of drawn) {
        if (!wanted.has(key)) {
          marker.remove();
          drawn.delete(key);
        }
      }
    };
    refresh();
    map.on('moveend', refresh);
    return () => {
      map.off('moveend', refresh);
      layer.remove();
    };
  }, [leaflet, map, zoom, clusters, root, navigate, translate]);

  return (
    <Box
      ref={container}
      role="region"
      aria-label={label}
      data-testid="orders-map"
      sx={{ height: '100%', minHeight: 480, width: '100%', borderRadius: 1, '&, &.leaflet-container': { background: '#e8eef3' }, ...markerSx }}
    />
  );
}

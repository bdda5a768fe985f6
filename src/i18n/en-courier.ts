// English texts of the courier's location-sharing page; en.ts puts them under the key courier of app.
import { LOCATION_TEXTS } from '../../contract/delivery/location-check';
import { textEntries } from './text-entries';

export const courierTexts = {
  menu: 'Share my location',
  title: 'Share my location',
  intro: 'While sharing is on, your position is sent to the delivery team every few seconds. Keep this page open.',
  start: 'Start sharing',
  stop: 'Stop sharing',
  status: {
    off: 'Not sharing',
    waiting: 'Waiting for your position…',
    sharing: 'Sharing your location',
    offline: 'Connection lost, reconnecting…',
  },
  last: {
    title: 'Last position sent',
    none: 'Nothing sent yet.',
    latitude: 'Latitude',
    longitude: 'Longitude',
    time: 'Taken at',
    sentAt: 'Sent at',
    speed: 'Speed',
    speedValue: '%{kmh} km/h',
    heading: 'Direction',
    headingValue: '%{degrees}°',
    unknown: 'unknown',
    sent: 'Positions sent: %{count}',
  },
  error: {
    denied: 'Location access is blocked. Allow this site to use your location in the browser settings, then start again.',
    unavailable: 'Your position cannot be found right now. Move to open sky or turn on location services.',
    timeout: 'Finding your position is taking too long. Still trying…',
    unsupported: 'This browser cannot share a location.',
    noSession: 'Sign in again to share your location.',
    refused: 'The server refused a position: %{reason}',
  },
  /** the server's reasons for refusing a report (contract/delivery/location-check.ts) */
  reason: textEntries(LOCATION_TEXTS),
};

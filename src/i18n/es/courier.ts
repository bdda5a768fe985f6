// Spanish texts of the courier's location-sharing page (app.courier).
import type { LOCATION_TEXTS } from '../../../contract/delivery/location-check';
import type { courierTexts } from '../en-courier';
import type { TextsOf, Translation } from '../translation';

export const courier: Translation<typeof courierTexts> = {
  menu: 'Compartir mi ubicación',
  title: 'Compartir mi ubicación',
  intro: 'Mientras comparte, su posición se envía al equipo de entregas cada pocos segundos. Mantenga esta página abierta.',
  start: 'Empezar a compartir',
  stop: 'Dejar de compartir',
  status: {
    off: 'Sin compartir',
    waiting: 'Esperando su posición…',
    sharing: 'Compartiendo su ubicación',
    offline: 'Se perdió la conexión; reconectando…',
  },
  last: {
    title: 'Última posición enviada',
    none: 'Aún no se envió nada.',
    latitude: 'Latitud',
    longitude: 'Longitud',
    time: 'Tomada a las',
    sentAt: 'Enviada a las',
    speed: 'Velocidad',
    speedValue: '%{kmh} km/h',
    heading: 'Dirección',
    headingValue: '%{degrees}°',
    unknown: 'desconocida',
    sent: 'Posiciones enviadas: %{count}',
  },
  error: {
    denied: 'El acceso a la ubicación está bloqueado. Permita que este sitio use su ubicación en la configuración del navegador y vuelva a empezar.',
    unavailable: 'No se puede encontrar su posición en este momento. Muévase a un lugar abierto o active los servicios de ubicación.',
    timeout: 'Encontrar su posición está tardando demasiado. Seguimos intentando…',
    unsupported: 'Este navegador no puede compartir una ubicación.',
    noSession: 'Vuelva a iniciar sesión para compartir su ubicación.',
    refused: 'El servidor rechazó una posición: %{reason}',
  },
  reason: {
    notObject: 'Un informe de ubicación es un objeto.',
    number: 'Debe ser un número.',
    numberOrNull: 'Debe ser un número o nulo.',
    notNegative: 'No debe ser negativo.',
    timestamp: 'Debe ser una hora en milisegundos desde 1970, no en el futuro.',
    otherDriver: 'Un repartidor solo puede informar su propia ubicación.',
    notDriver: 'Solo los usuarios con el permiso de Entrega pueden compartir una ubicación.',
    noRouteAccess: 'Seguir a los repartidores requiere acceso a las rutas de entrega.',
    driverIds: 'Debe ser una lista de ids de repartidores.',
    failed: 'El servidor no pudo procesar este mensaje. Intente de nuevo.',
  } satisfies TextsOf<typeof LOCATION_TEXTS>,
};

// The texts of the notifications the product raises itself (a new order, a message, a missed call),
// in each language of the console: each receiver reads them in the language kept on their record
// (docs/decisions.md, "Two languages"). %{name} marks a value. What a user writes in a notification
// they send is theirs, and goes out as written.
import type { UserLanguage } from '../accounts/user-language';
import { fillTemplate } from '../messages';

export type NotificationTextKey = 'newOrder' | 'orderStatus' | 'newReview' | 'routeAssigned' | 'sms' | 'chatMessage' | 'missedVoiceCall' | 'missedVideoCall';

export const NOTIFICATION_TEXTS: Record<UserLanguage, Record<NotificationTextKey | 'open', string>> = {
  en: {
    newOrder: 'New order #%{orderId}',
    orderStatus: 'Order #%{orderId} is %{status}',
    newReview: 'New review #%{reviewId}',
    routeAssigned: 'Delivery route #%{routeId} is assigned to you',
    sms: 'SMS from %{from}',
    chatMessage: 'New chat message from %{sender}',
    missedVoiceCall: 'Missed voice call from %{caller}',
    missedVideoCall: 'Missed video call from %{caller}',
    open: 'Open',
  },
  es: {
    newOrder: 'Nuevo pedido #%{orderId}',
    orderStatus: 'El pedido #%{orderId} está en «%{status}»',
    newReview: 'Nueva reseña #%{reviewId}',
    routeAssigned: 'Se le asignó la ruta de entrega #%{routeId}',
    sms: 'SMS de %{from}',
    chatMessage: 'Nuevo mensaje de chat de %{sender}',
    missedVoiceCall: 'Llamada de voz perdida de %{caller}',
    missedVideoCall: 'Videollamada perdida de %{caller}',
    open: 'Abrir',
  },
};

/** A text the product writes: its key and values, said in each receiver's language. */
export interface NotificationText {
  text: NotificationTextKey;
  values: Record<string, string | number>;
}

/** A notification's text as a receiver reads it: the product's in their language, a sender's as written. */
export const notificationText = (language: UserLanguage, text: string | NotificationText): string =>
  typeof text === 'string' ? text : fillTemplate(NOTIFICATION_TEXTS[language][text.text], text.values);

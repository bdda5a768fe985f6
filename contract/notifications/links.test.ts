import { describe, expect, it } from 'vitest';
import { notificationLink } from './links';

describe('notification links', () => {
  it('opens the review, or the review list', () => {
    expect(notificationLink('review', { reviewId: 7 })).toBe('/catalog/review/update/7');
    expect(notificationLink('review')).toBe('/catalog/review');
  });

  it('opens the order, or the order list, for new orders and status changes', () => {
    expect(notificationLink('order', { Id: 'ab12' })).toBe('/sale/order/update/ab12');
    expect(notificationLink('order_status', { Id: 5 })).toBe('/sale/order/update/5');
    expect(notificationLink('order')).toBe('/sale/order');
  });

  it('opens the chat room with the member, or the chat', () => {
    expect(notificationLink('chat', { chatRoomID: 3, memberID: 9 })).toBe('/user/chat?chatRoomID=3&memberID=9');
    expect(notificationLink('chat', { chatRoomID: 3 })).toBe('/user/chat');
  });

  it('opens the inbound SMS and the delivery route', () => {
    expect(notificationLink('inbound_sms', { smsId: 12 })).toBe('/sms/send/12');
    expect(notificationLink('order_delivery', { deliveryRouteId: 4 })).toBe('/delivery/delivery/4');
  });

  it('opens the customers for anything else', () => {
    expect(notificationLink('something')).toBe('/user/customer');
  });
});

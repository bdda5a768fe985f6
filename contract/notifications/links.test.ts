import { describe, expect, it } from 'vitest';
import { notificationLink, notificationMailLink } from './links';

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

  it('keeps every id inside its own path segment or query value', () => {
    expect(notificationLink('order', { Id: '1/../../x' })).toBe('/sale/order/update/1%2F..%2F..%2Fx');
    expect(notificationLink('order_status', { Id: '5?a=b#c' })).toBe('/sale/order/update/5%3Fa%3Db%23c');
    expect(notificationLink('review', { reviewId: '../../system/user' })).toBe('/catalog/review/update/..%2F..%2Fsystem%2Fuser');
    expect(notificationLink('inbound_sms', { smsId: '1?x=1' })).toBe('/sms/send/1%3Fx%3D1');
    expect(notificationLink('order_delivery', { deliveryRouteId: '4/../../admin' })).toBe('/delivery/delivery/4%2F..%2F..%2Fadmin');
    expect(notificationLink('chat', { chatRoomID: '3&memberID=1', memberID: 'a b' })).toBe('/user/chat?chatRoomID=3%26memberID%3D1&memberID=a%20b');
  });

  it('gives mails the full address of the same screen', () => {
    expect(notificationMailLink('https://bo.example.com/', 'order', { Id: 'a/b' })).toBe('https://bo.example.com/#/sale/order/update/a%2Fb');
    expect(notificationMailLink('http://localhost:8080', 'review')).toBe('http://localhost:8080/#/catalog/review');
  });

  it('opens the customers for anything else', () => {
    expect(notificationLink('something')).toBe('/user/customer');
  });
});

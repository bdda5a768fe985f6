import { describe, expect, it } from 'vitest';
import { CHANNEL_DESCRIPTION, settingsSections, typeNameShown, wants, type TypeChannels } from './channels';

const type = (id: number, group: number, flags: Partial<TypeChannels> = {}): TypeChannels => ({
  notificationTypeId: id,
  name: `t${id}`,
  notificationTypeGroupId: group,
  inApp: true,
  email: false,
  push: false,
  sms: false,
  ...flags,
});

describe('notification settings', () => {
  it('delivers a type only on channels it is offered on, on unless the user turned it off', () => {
    const t = type(1, 1, { email: true });
    expect(wants(t, {}, 'inApp')).toBe(true);
    expect(wants(t, {}, 'push')).toBe(false);
    expect(wants(t, { 1: { email: false } }, 'email')).toBe(false);
    expect(wants(t, { 1: { push: true } }, 'push')).toBe(false);
  });

  it('groups by channel and leaves out channels without a group', () => {
    const groups = [
      { notificationTypeGroupId: 1, name: 'Sales' },
      { notificationTypeGroupId: 2, name: 'Chat' },
    ];
    const types = [type(1, 1, { email: true }), type(2, 2), type(3, 2, { inApp: false, push: true })];
    const sections = settingsSections(groups, types, { 2: { inApp: false } });
    expect(sections.map((s) => s.label)).toEqual(['Dashboard', 'Email', 'Push']);
    expect(sections[0].description).toBe(CHANNEL_DESCRIPTION);
    expect(sections[0].groups.map((g) => [g.name, g.types.map((t) => [t.name, t.enabled])])).toEqual([
      ['Sales', [['t1', true]]],
      ['Chat', [['t2', false]]],
    ]);
    expect(sections[1].groups.map((g) => g.name)).toEqual(['Sales']);
  });
});

describe('a notification type as shown', () => {
  it('reads a key as words, and leaves a name written for people as it is', () => {
    expect(typeNameShown('order_delivery')).toBe('Order delivery');
    expect(typeNameShown('inbound_sms')).toBe('Inbound sms');
    expect(typeNameShown('orderStatus')).toBe('Order status');
    expect(typeNameShown('New review')).toBe('New review');
    expect(typeNameShown('SMS')).toBe('SMS');
  });
});

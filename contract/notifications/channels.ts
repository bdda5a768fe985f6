// Notification channels (spec, first document, section 2; second document, section 9).
export const CHANNELS = [
  { key: 'inApp', label: 'Dashboard' },
  { key: 'email', label: 'Email' },
  { key: 'push', label: 'Push' },
  { key: 'sms', label: 'Sms' },
] as const;
export type ChannelKey = (typeof CHANNELS)[number]['key'];
export const CHANNEL_KEYS: readonly ChannelKey[] = CHANNELS.map((c) => c.key);

/** The description under every channel of the settings screen, as the spec gives it (for all four). */
export const CHANNEL_DESCRIPTION = "Choose which notifications you'd like to receive on your Dashboard.";

/** A notification type as the settings need it: its channel flags are the channels it is offered on, and their defaults. */
export interface TypeChannels {
  notificationTypeId: number;
  name: string;
  description?: string | null;
  notificationTypeGroupId?: number | null;
  inApp: boolean;
  email: boolean;
  push: boolean;
  sms: boolean;
}

/**
 * A notification type's name as a person reads it, where the catalogue has no label for it: a key
 * such as 'order_delivery' becomes 'Order delivery'; a name already written for people stays.
 */
export function typeNameShown(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim();
  if (words === name) return name;
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

export interface TypeGroup {
  notificationTypeGroupId: number;
  name: string;
}

/** A user's choices: per notification type id, per channel; absent means the type's default. */
export type UserSettings = Record<string, Partial<Record<ChannelKey, boolean>>>;

/** Whether a user gets a type on a channel: only if the type is offered there; then their choice, else on. */
export function wants(type: TypeChannels, settings: UserSettings | undefined, channel: ChannelKey): boolean {
  if (!type[channel]) return false;
  return settings?.[String(type.notificationTypeId)]?.[channel] ?? true;
}

export interface SettingsSection {
  channel: ChannelKey;
  label: string;
  description: string;
  groups: { notificationTypeGroupId: number; name: string; types: (TypeChannels & { enabled: boolean })[] }[];
}

/**
 * The settings screen: one section per channel holding the groups with at least one type offered on
 * it; channels without any group are left out.
 */
export function settingsSections(groups: TypeGroup[], types: TypeChannels[], settings: UserSettings): SettingsSection[] {
  return CHANNELS.map(({ key, label }) => ({
    channel: key,
    label,
    description: CHANNEL_DESCRIPTION,
    groups: groups
      .map((g) => ({
        notificationTypeGroupId: g.notificationTypeGroupId,
        name: g.name,
        types: types
          .filter((t) => t.notificationTypeGroupId === g.notificationTypeGroupId && t[key])
          .map((t) => ({ ...t, enabled: wants(t, settings, key) })),
      }))
      .filter((g) => g.types.length > 0),
  })).filter((s) => s.groups.length > 0);
}

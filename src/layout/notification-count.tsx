import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export interface NotificationCount {
  count: number;
  setCount: (next: number | ((current: number) => number)) => void;
}

const NotificationCountContext = createContext<NotificationCount>({ count: 0, setCount: () => undefined });

/** Holds the unread notification count shown by the bell; the notifications feature updates it. */
export function NotificationCountProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const value = useMemo(() => ({ count, setCount }), [count]);
  return <NotificationCountContext.Provider value={value}>{children}</NotificationCountContext.Provider>;
}

export const useNotificationCount = (): NotificationCount => useContext(NotificationCountContext);

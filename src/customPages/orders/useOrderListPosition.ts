import { useCallback, useState } from 'react';
import { movePosition, readPosition, writePosition, type OrderListPosition } from './order-list-storage';

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The list's tab, status tab, page and size, restored from localStorage and saved on every move. */
export function useOrderListPosition(): [OrderListPosition, (change: Partial<OrderListPosition>) => void] {
  const [position, setPosition] = useState<OrderListPosition>(() => readPosition(storage()));
  const move = useCallback((change: Partial<OrderListPosition>) => {
    setPosition((current) => {
      const next = movePosition(current, change);
      writePosition(storage(), next);
      return next;
    });
  }, []);
  return [position, move];
}

import { Tab, Tabs } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { ALL_STATUS_TAB, ORDER_STATUS_TABS } from '../../../../contract/orders';
import type { OrderFilterTab, OrderListPosition } from '../order-list-storage';

export interface OrderListTabsProps {
  filterTab: OrderFilterTab;
  statusTab: string;
  onMove: (change: Partial<OrderListPosition>) => void;
}

const statusTabsSx = { mb: 1, borderBottom: 1, borderColor: 'divider' } as const;
const statusTabSx = { textTransform: 'none' } as const;

/**
 * The Published/Archived tabs and the status tabs. Memoised: MUI's Tabs measure their indicator
 * after every render of theirs, which would force a layout of the whole table each time the rows
 * change; they re-render only when a tab changes.
 */
export const OrderListTabs = memo(function OrderListTabs({ filterTab, statusTab, onMove }: OrderListTabsProps) {
  const translate = useTranslate();
  return (
    <>
      <Tabs value={filterTab} onChange={(_, tab: OrderFilterTab) => onMove({ filterTab: tab })} aria-label={translate('app.order.list.publish_tabs')}>
        <Tab value="published" label={translate('app.order.list.published')} />
        <Tab value="archived" label={translate('app.list.archived')} />
      </Tabs>
      <Tabs
        value={statusTab}
        onChange={(_, next: string) => onMove({ statusTab: next })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={translate('app.order.list.status_tabs')}
        sx={statusTabsSx}
      >
        {[ALL_STATUS_TAB, ...ORDER_STATUS_TABS].map((s) => (
          <Tab key={s} value={s} label={s} sx={statusTabSx} />
        ))}
      </Tabs>
    </>
  );
});

import { Tab, Tabs } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { ALL_STATUS_TAB, ORDER_STATUS_TABS } from '../../../../contract/orders';
import type { ListTab } from '../../../components/list/list-prefs';

export interface OrderListTabsProps {
  /** the list's tab: Published is the engine's active tab */
  tab: ListTab;
  /** All, or the status the list is filtered on */
  statusTab: string;
  onTab: (tab: ListTab) => void;
  onStatusTab: (statusTab: string) => void;
}

const statusTabsSx = { borderBottom: 1, borderColor: 'divider' } as const;
const statusTabSx = { textTransform: 'none' } as const;

/**
 * The Published/Archived tabs and the status tabs, whose value is the list's `status` filter.
 * Memoised: MUI's Tabs measure their indicator after every render of theirs, which would force a
 * layout of the whole table each time the rows change; they re-render only when a tab changes.
 */
export const OrderListTabs = memo(function OrderListTabs({ tab, statusTab, onTab, onStatusTab }: OrderListTabsProps) {
  const translate = useTranslate();
  return (
    <>
      <Tabs value={tab} onChange={(_, next: ListTab) => onTab(next)} aria-label={translate('app.order.list.publish_tabs')}>
        <Tab value="active" label={translate('app.order.list.published')} />
        <Tab value="archived" label={translate('app.list.archived')} />
      </Tabs>
      <Tabs
        value={statusTab}
        onChange={(_, next: string) => onStatusTab(next)}
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

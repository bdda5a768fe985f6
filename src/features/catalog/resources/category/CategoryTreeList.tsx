import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { ListLoadError } from '../../../../components/list/ListLoadError';
import { retryUnlessRefused } from '../../../../dataProvider/api-error';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { treeOrder } from '../../../../../contract/catalog';
import { category } from '../../../../../contract/entities/catalog/category';
import { screenPath } from '../../../../../contract/screen-paths';
import { LoadingBar } from '../../../../components/LoadingBar';
import { ListTabs } from '../../../../components/list/EntityListView';
import { ListBulkActions } from '../../../../components/list/ListBulkActions';
import { ListRowActions } from '../../../../components/list/ListRowActions';
import type { ListTab } from '../../../../components/list/list-prefs';
import { useListActions } from '../../../../components/list/useListActions';
import { PermissionButton } from '../../../../components/PermissionButton';
import { entityKeys, useEntityLabel } from '../../../../i18n/useLabels';
import { treeParams } from './tree-params';

const INDENT_PX = 24;

/**
 * Categories as a tree (spec, second document, section 3): children indented under their parents,
 * the Active and Archived tabs, bulk and row actions. The whole tab is read at once, so there is
 * no pager; a category whose parent is in the other tab shows as a root.
 */
export function CategoryTreeList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { plural } = useEntityLabel();
  const [tab, setTab] = useState<ListTab>('active');

  const { data, total, isPending, isFetching, error, refetch } = useGetList<RaRecord>(category.name, treeParams(tab), { retry: retryUnlessRefused });
  const nodes = useMemo(() => treeOrder(data ?? [], (r) => Number(r.id), (r) => (r.parentId === null || r.parentId === undefined ? null : Number(r.parentId))), [data]);

  const list = useListActions(category, refetch);
  const { selected, setSelected, busy, may, ask } = list;
  const allChecked = nodes.length > 0 && nodes.every((n) => selected.includes(n.row.id));

  return (
    <Box data-testid={`list-${category.name}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {plural(category)}
        </Typography>
        <PermissionButton allowed={may.create} label={translate('app.action.create')} variant="contained" onClick={() => navigate(screenPath(category, 'create'))} />
      </Box>
      <Paper variant="outlined">
        <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
          <ListTabs
            tab={tab}
            onChange={(v) => {
              setTab(v);
              setSelected([]);
            }}
          />
          <ListBulkActions tab={tab} count={selected.length} busy={busy} mayArchive={may.archive} mayDelete={may.delete} onAction={(op) => ask(op, selected)} />
        </Box>
        <Box sx={{ height: 4 }}>{isFetching ? <LoadingBar /> : null}</Box>
        {/* a failed read is said with a retry in place of the tree: no headers over nothing */}
        {error ? <ListLoadError error={error} onRetry={() => void refetch()} retrying={isFetching} sx={{ m: 2 }} /> : null}
        {(total ?? 0) > nodes.length ? <Alert severity="info" sx={{ m: 2 }}>{translate('app.catalog.tree.more', { count: nodes.length })}</Alert> : null}
        {error ? null : (
          <TableContainer>
            <Table size="small" aria-label={plural(category)}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allChecked}
                      indeterminate={!allChecked && selected.length > 0}
                      onChange={() => list.toggleAll(nodes.map((n) => n.row.id))}
                      slotProps={{ input: { 'aria-label': translate('app.list.select_all') } }}
                    />
                  </TableCell>
                  <TableCell>{translate('app.list.id')}</TableCell>
                  <TableCell sx={{ width: '50%' }}>{translate('app.catalog.tree.name')}</TableCell>
                  <TableCell>{translate(entityKeys.field(category.name, 'sortOrder'))}</TableCell>
                  <TableCell>{translate(entityKeys.field(category.name, 'status'))}</TableCell>
                  <TableCell align="right">{translate('app.list.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {nodes.map(({ row, depth }) => (
                  <TableRow key={row.id} hover selected={selected.includes(row.id)} data-testid="list-row" data-id={row.id} data-depth={depth}>
                    <TableCell padding="checkbox">
                      <Checkbox checked={selected.includes(row.id)} onChange={() => list.toggleRow(row.id)} slotProps={{ input: { 'aria-label': translate('app.list.select_row', { id: row.id }) } }} />
                    </TableCell>
                    <TableCell>{row.id}</TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pl: `${depth * INDENT_PX}px` }} data-testid="category-name">
                        {depth ? <SubdirectoryArrowRightIcon fontSize="small" color="disabled" /> : null}
                        <Typography variant="body2" sx={{ fontWeight: depth ? 400 : 600 }}>
                          {String(row.name ?? '')}
                        </Typography>
                      </Box>
                    </TableCell>
                    <TableCell>{String(row.sortOrder ?? '')}</TableCell>
                    <TableCell>{translate(row.status ? 'app.list.enabled' : 'app.list.disabled')}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <ListRowActions
                        tab={tab}
                        busy={busy}
                        mayUpdate={may.update}
                        mayArchive={may.archive}
                        mayDelete={may.delete}
                        onEdit={() => navigate(screenPath(category, 'edit', row.id))}
                        onAction={(op) => ask(op, [row.id])}
                      />
                    </TableCell>
                  </TableRow>
                ))}
                {!isPending && !error && !nodes.length ? (
                  <TableRow>
                    <TableCell colSpan={6} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                      {translate('app.message.emptyOrders')}
                    </TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <Box sx={{ p: 1.5 }}>
          <Typography variant="body2" color="text.secondary" data-testid="list-total">
            {error || total === undefined ? '\u00a0' : translate('app.list.total', { count: total })}
          </Typography>
        </Box>
      </Paper>
      {list.confirm}
    </Box>
  );
}

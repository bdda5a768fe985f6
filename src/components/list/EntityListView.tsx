import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { memo, useMemo, type ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { screenPath } from '../../../contract/screen-paths';
import type { EntityDeclaration } from '../../../contract/entity';
import type { FieldDef } from '../../../contract/fields';
import { entityKeys, useChoiceLabel, useEntityLabel } from '../../i18n/useLabels';
import { ImportButton } from '../import/ImportButton';
import { ExportButton } from './ExportButton';
import { PermissionButton } from '../PermissionButton';
import { ListBulkActions } from './ListBulkActions';
import { ListColumnsMenu } from './ListColumnsMenu';
import { ListViewsMenu } from './ListViewsMenu';
import { ListRowActions } from './ListRowActions';
import { useCellText } from './cell-text';
import { FilterPanel } from './FilterPanel';
import type { ListTab } from './list-prefs';
import { PageSizeSelect } from './PageSizeSelect';
import { Pager } from './Pager';
import { LoadingBar } from '../LoadingBar';
import type { ListActions } from './useListActions';
import { ListLoadError } from './ListLoadError';
import { useEntityListController } from './useEntityListController';
import { useListShortcuts } from './useListShortcuts';
import { useVisibleColumns } from './useListPreferences';
import { ReferenceLink } from '../ReferenceLink';
import { useLiveList } from './useLiveList';

const tabsSx = { flex: 1 } as const;
/**
 * The actions stay in view at the right edge when the columns are wider than the screen; on a phone
 * they scroll with the row, as pinned they would cover most of its name.
 */
const actionsCellSx = {
  whiteSpace: 'nowrap',
  position: { xs: 'static', sm: 'sticky' },
  right: 0,
  bgcolor: 'background.paper',
  boxShadow: { xs: 'none', sm: 'inset 1px 0 0 rgba(0, 0, 0, 0.08)' },
} as const;

/**
 * Active/Archived. Memoised: MUI's Tabs measure their indicator after every render of theirs,
 * which would force a layout of the whole table whenever the rows change.
 */
export const ListTabs = memo(function ListTabs({ tab, onChange }: { tab: ListTab; onChange: (tab: ListTab) => void }) {
  const translate = useTranslate();
  return (
    <Tabs value={tab} onChange={(_e, v: ListTab) => onChange(v)} aria-label={translate('app.list.tabs')} sx={tabsSx}>
      <Tab value="active" label={translate('app.list.active')} />
      <Tab value="archived" label={translate('app.list.archived')} />
    </Tabs>
  );
});

/** A column of a list: its header (sortable when it names a field) and what each row shows in it. */
export interface ListColumn {
  key: string;
  /** the header, already translated */
  label: string;
  /** the field the header sorts by */
  sortField?: string;
  align?: 'right';
  cell: (row: RaRecord) => ReactNode;
  cellSx?: object;
}

export interface EntityListViewProps {
  decl: EntityDeclaration;
  /** the columns after the checkbox; default: the id and the declaration's list fields */
  columns?: ListColumn[];
  /** a filter panel of the screen's own in place of the generated one */
  filterPanel?: (panel: { open: boolean; values: Record<string, unknown>; onChange: (next: Record<string, unknown>) => void }) => ReactNode;
  /** actions of the screen's own on a row, after edit / archive / recover / delete */
  rowActions?: (row: RaRecord, ctx: { tab: ListTab; list: ListActions; refetch: () => Promise<unknown> }) => ReactNode;
}

/** When a record was added, as the server returns it on every record. */
const DATE_ADDED: FieldDef = { type: 'datetime' };

/** The id, the declaration's list fields and, where it asks, the date added, each sortable. */
function useDeclaredColumns(decl: EntityDeclaration): ListColumn[] {
  const translate = useTranslate();
  const choiceLabel = useChoiceLabel(decl.name);
  const cellText = useCellText();
  return useMemo(
    () => [
      { key: 'id', label: translate('app.list.id'), sortField: 'id', cell: (row: RaRecord) => row.id },
      ...Object.entries(decl.fields)
        .filter(([, def]) => def.list)
        .map(([name, def]) => ({
          key: name,
          label: translate(entityKeys.field(decl.name, name)),
          sortField: name,
          cell: (row: RaRecord) =>
            def.type === 'enum' && row[name] != null ? (
              choiceLabel(name, String(row[name]))
            ) : def.type === 'reference' && def.reference && row[name] != null ? (
              // a reference by its name, linking to its record where the user may open it
              <ReferenceLink reference={def.reference} id={row[name] as number}>
                {cellText(name, def, row)}
              </ReferenceLink>
            ) : (
              cellText(name, def, row)
            ),
        })),
      ...(decl.listDateAdded
        ? [{ key: 'dateAdded', label: translate('app.list.date_added'), sortField: 'dateAdded', cell: (row: RaRecord) => cellText('dateAdded', DATE_ADDED, row) }]
        : []),
    ],
    [decl, translate, choiceLabel, cellText],
  );
}

/**
 * The common list screen of one entity: tabs, filters, table, bulk and row actions, pager. Screens
 * with columns, filters or row actions of their own (products) pass them in.
 */
export function EntityListView({ decl, columns: ownColumns, filterPanel, rowActions }: EntityListViewProps) {
  useLiveList(decl);
  const navigate = useNavigate();
  const translate = useTranslate();
  const { plural } = useEntityLabel();
  const { tab, changeTab, pagination, setPage, setPerPage, pages, filters, setFilters, listFilter, sort, sortBy, applyView, filterOpen, toggleFilters, rows, total, isPending, isFetching, error, refetch, list } =
    useEntityListController(decl);
  const { selected, busy, may, ask } = list;
  useListShortcuts({ create: may.create ? () => navigate(screenPath(decl, 'create')) : undefined, filterOpen, toggleFilters });

  const declared = useDeclaredColumns(decl);
  const allColumns = ownColumns ?? declared;
  const columns = useVisibleColumns(decl, allColumns);
  const allChecked = rows.length > 0 && rows.every((r) => selected.includes(r.id));

  return (
    <Box data-testid={`list-${decl.name}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {plural(decl)}
        </Typography>
        <Button startIcon={<FilterListIcon />} onClick={toggleFilters} aria-expanded={filterOpen} aria-label={translate('app.action.filters')}>
          {translate('app.action.filters')}
        </Button>
        <ListViewsMenu decl={decl} filters={filters} sort={sort} onApply={applyView} />
        <ListColumnsMenu decl={decl} columns={allColumns} />
        <ExportButton decl={decl} filter={listFilter} sort={sort} />
        <ImportButton decl={decl} />
        <PermissionButton allowed={may.create} label={translate('app.action.create')} variant="contained" onClick={() => navigate(screenPath(decl, 'create'))} />
      </Box>
      {filterPanel ? (
        filterPanel({ open: filterOpen, values: filters, onChange: setFilters })
      ) : (
        <FilterPanel decl={decl} open={filterOpen} values={filters} onChange={setFilters} />
      )}
      <Paper variant="outlined">
        <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
          <ListTabs tab={tab} onChange={changeTab} />
          <ListBulkActions tab={tab} count={selected.length} busy={busy} mayArchive={may.archive} mayDelete={may.delete} onAction={(op) => ask(op, selected)} />
        </Box>
        <Box sx={{ height: 4 }}>{isFetching ? <LoadingBar /> : null}</Box>
        {error ? <ListLoadError error={error} onRetry={() => void refetch()} retrying={isFetching} sx={{ m: 2 }} /> : null}
        {error ? null : (
          <TableContainer>
            <Table size="small" aria-label={plural(decl)}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allChecked}
                      indeterminate={!allChecked && selected.length > 0}
                      onChange={() => list.toggleAll(rows.map((r) => r.id))}
                      slotProps={{ input: { 'aria-label': translate('app.list.select_all') } }}
                    />
                  </TableCell>
                  {columns.map((c) => (
                    <TableCell key={c.key} align={c.align} sortDirection={c.sortField && sort.field === c.sortField ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
                      {c.sortField ? (
                        <TableSortLabel active={sort.field === c.sortField} direction={sort.order === 'ASC' ? 'asc' : 'desc'} onClick={() => sortBy(c.sortField!)}>
                          {c.label}
                        </TableSortLabel>
                      ) : (
                        c.label
                    )}
                  </TableCell>
                ))}
                <TableCell align="right" sx={actionsCellSx}>
                  {translate('app.list.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover selected={selected.includes(row.id)} data-testid="list-row" data-id={row.id}>
                  <TableCell padding="checkbox">
                    <Checkbox checked={selected.includes(row.id)} onChange={() => list.toggleRow(row.id)} slotProps={{ input: { 'aria-label': translate('app.list.select_row', { id: row.id }) } }} />
                  </TableCell>
                  {columns.map((c) => (
                    <TableCell key={c.key} align={c.align} sx={c.cellSx}>
                      {c.cell(row)}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={actionsCellSx}>
                    <ListRowActions
                      tab={tab}
                      busy={busy}
                      mayUpdate={may.update}
                      mayArchive={may.archive}
                      mayDelete={may.delete}
                      onEdit={() => navigate(screenPath(decl, 'edit', row.id))}
                      onAction={(op) => ask(op, [row.id])}
                    />
                    {rowActions?.(row, { tab, list, refetch })}
                  </TableCell>
                </TableRow>
              ))}
              {!isPending && !rows.length ? (
                <TableRow>
                  <TableCell colSpan={columns.length + 2} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    {translate('app.message.emptyOrders')}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, p: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary" data-testid="list-total">
            {error || total === undefined ? '\u00a0' : translate('app.list.total', { count: total })}
          </Typography>
          <Pager page={pagination.page} pageCount={pages} onChange={setPage} />
          <PageSizeSelect value={pagination.perPage} onChange={setPerPage} />
        </Box>
      </Paper>
      {list.confirm}
    </Box>
  );
}

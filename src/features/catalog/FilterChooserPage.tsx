import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { CATALOG_PATHS, CATALOG_TEXTS, FILTER_SEGMENTS, SEGMENT_ENTITY, filterFieldPath, heldFilterIds, type FilterSegment } from '../../../contract/catalog';
import { entityByName } from '../../../contract/entities';
import { filter as filterEntity } from '../../../contract/entities/catalog/filter';
import { filterGroup } from '../../../contract/entities/catalog/filterGroup';
import { LookupSelect } from '../../components/inputs/LookupSelect';
import { useBackOfficeDataProvider, useNotifyApiError, useNotifyQueryError } from '../../dataProvider/hooks';

const GROUP_FILTERS_MAX = 1000;
const NONE: number[] = [];
const whole = (v: string | null): number | null => (v && /^\d+$/.test(v) ? Number(v) : null);

/**
 * The filter chooser (first document, section 2): `?filterGroupId=&filter=customerGroup|productGroup|products`.
 * Pick a record of the segment and the filters of the group it holds; Apply replaces its filters of
 * that group and keeps those of other groups (docs/catalog.md, "Filter chooser"). The group, segment
 * and record stay in the address, so the screen can be linked to.
 */
export function FilterChooserPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const dataProvider = useBackOfficeDataProvider();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const segment: FilterSegment = FILTER_SEGMENTS.includes(params.get('filter') as FilterSegment) ? (params.get('filter') as FilterSegment) : 'productGroup';
  const groupId = whole(params.get('filterGroupId'));
  const targetId = whole(params.get('targetId'));
  const target = entityByName(SEGMENT_ENTITY[segment]);
  const path = target && filterFieldPath(target);
  const [busy, setBusy] = useState(false);

  const setParam = (key: string, value: string | number | null, reset: string[] = []) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value === null || value === '') next.delete(key);
      else next.set(key, String(value));
      for (const k of reset) next.delete(k);
      return next;
    });

  const { data: filters = [], isPending } = useGetList<RaRecord>(
    filterEntity.name,
    { pagination: { page: 1, perPage: GROUP_FILTERS_MAX }, sort: { field: 'sortOrder', order: 'ASC' }, filter: { filterGroupId: groupId ?? undefined, deleted: false } },
    { enabled: groupId !== null },
  );

  // what the chosen record already holds of the filters (read again for another record)
  const heldKey = ['catalog', 'heldFilters', target?.name, targetId];
  const { data: held, error: heldError } = useQuery({
    queryKey: heldKey,
    queryFn: ({ signal }) => dataProvider.getOne(target!.name, { id: targetId!, signal }).then(({ data }) => heldFilterIds(data, path!)),
    enabled: !!target && !!path && targetId !== null,
    retry: false,
  });
  useNotifyQueryError(heldError);
  // the boxes ticked here, over what the record holds: they stand while the record shown and its read are the same
  const recordKey = `${target?.name}/${targetId}`;
  const [edits, setEdits] = useState<{ record: string; base: number[] | undefined; ids: number[] } | null>(null);
  const chosen = edits && edits.record === recordKey && edits.base === held ? edits.ids : (held ?? NONE);
  const toggle = (id: number) => setEdits({ record: recordKey, base: held, ids: chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id] });

  const apply = async () => {
    if (groupId === null || targetId === null) return;
    setBusy(true);
    try {
      const ofGroup = filters.map((f) => Number(f.id));
      const filterIds = chosen.filter((id) => ofGroup.includes(id));
      await dataProvider.call(filterEntity.service, CATALOG_PATHS.attachFilters, { method: 'POST', body: { filter: segment, targetId, filterGroupId: groupId, filterIds } });
      // the record now holds what is ticked (its other groups' filters kept)
      queryClient.setQueryData(heldKey, chosen);
      notify('app.catalog.chooser.applied', { type: 'success' });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('app.catalog.message.filterChooserTitle', { _: CATALOG_TEXTS.filterChooserTitle })}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <TextField select label={translate('app.catalog.chooser.segment')} value={segment} fullWidth={false} onChange={(e) => setParam('filter', e.target.value, ['targetId'])} sx={{ minWidth: 200 }}>
            {FILTER_SEGMENTS.map((s) => (
              <MenuItem key={s} value={s}>
                {translate(`app.catalog.chooser.segments.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <LookupSelect reference={filterGroup.name} label={translate('app.catalog.chooser.group')} value={groupId} onChange={(v) => setParam('filterGroupId', v)} />
          {target && path ? (
            <LookupSelect key={target.name} reference={target.name} label={translate('app.catalog.chooser.target')} value={targetId} onChange={(v) => setParam('targetId', v)} />
          ) : null}
        </Box>
        {!target || !path ? (
          <Alert severity="info">{translate('app.catalog.chooser.no_segment')}</Alert>
        ) : groupId === null ? (
          <Alert severity="info">{translate('app.catalog.chooser.pick_group')}</Alert>
        ) : (
          <>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {translate('app.catalog.chooser.filters')}
            </Typography>
            {!isPending && !filters.length ? <Alert severity="info">{translate('app.catalog.chooser.no_filters')}</Alert> : null}
            <FormGroup row aria-label={translate('app.catalog.chooser.filters')} data-testid="chooser-filters">
              {filters.map((f) => {
                const id = Number(f.id);
                return (
                  <FormControlLabel
                    key={id}
                    label={String(f.name ?? id)}
                    control={<Checkbox checked={chosen.includes(id)} disabled={targetId === null} onChange={() => toggle(id)} />}
                  />
                );
              })}
            </FormGroup>
            {targetId === null ? <Alert severity="info" sx={{ mt: 1 }}>{translate('app.catalog.chooser.pick_target')}</Alert> : null}
          </>
        )}
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" onClick={() => void apply()} disabled={busy || groupId === null || targetId === null || !path}>
            {translate('app.catalog.chooser.apply')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}

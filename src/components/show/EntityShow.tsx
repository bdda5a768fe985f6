import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useGetMany, useGetOne, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { entityByName } from '../../../contract/entities';
import type { EntityDeclaration } from '../../../contract/entity';
import type { FieldDef } from '../../../contract/fields';
import { lookupLabel } from '../../../contract/lookups';
import { screenPath } from '../../../contract/screen-paths';
import { useCan } from '../../authProvider/useCan';
import { useNotifyQueryError } from '../../dataProvider/hooks';
import { entityKeys, useChoiceLabel, useEntityLabel } from '../../i18n/useLabels';
import { useCellText } from '../list/cell-text';
import { LoadingBar } from '../LoadingBar';
import { PermissionButton } from '../PermissionButton';
import { ReferenceLink } from '../ReferenceLink';

/** The names of the records a list of references holds (a group's customer groups), each read once and linked where the user may open it. */
function ReferenceNames({ reference, ids }: { reference: string; ids: unknown[] }) {
  const decl = entityByName(reference);
  const { data = [], isPending } = useGetMany(reference, { ids: ids as RaRecord['id'][] });
  if (isPending) return null;
  const names = new Map(data.map((r) => [String(r.id), decl ? lookupLabel(decl, r) : '']));
  return (
    <>
      {ids.map((id, i) => (
        <Fragment key={String(id)}>
          {i ? ', ' : null}
          <ReferenceLink reference={reference} id={id as number}>
            {names.get(String(id)) || `#${String(id)}`}
          </ReferenceLink>
        </Fragment>
      ))}
    </>
  );
}

/** One value as a person reads it: labels of choices, names of references, every item of a list. */
function FieldValue({ decl, name, def, record }: { decl: EntityDeclaration; name: string; def: FieldDef; record: RaRecord }) {
  const cellText = useCellText();
  const choiceLabel = useChoiceLabel(decl.name);
  const value = record[name];
  if (def.type === 'list' && Array.isArray(value)) {
    if (!value.length) return null;
    if (def.of === 'reference' && def.reference) return <ReferenceNames reference={def.reference} ids={value} />;
    return <>{value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ')}</>;
  }
  if (def.type === 'enum' && value != null) return <>{choiceLabel(name, String(value))}</>;
  if (def.type === 'object' && value != null) return <>{JSON.stringify(value)}</>;
  if (def.type === 'reference' && def.reference && value != null) {
    return (
      <ReferenceLink reference={def.reference} id={value as number}>
        {cellText(name, def, record) || `#${String(value)}`}
      </ReferenceLink>
    );
  }
  return <>{cellText(name, def, record)}</>;
}

/**
 * The read-only screen of one record (`/{permission}/show/{id}`, declarations with `show: true`):
 * every field as it reads, and Edit for holders of the update right.
 */
export function EntityShow() {
  const decl = entityByName(useResourceContext() ?? '')!;
  const { id = '' } = useParams<'id'>();
  const translate = useTranslate();
  const { one } = useEntityLabel();
  const { can } = useCan();
  const { data: record, isPending, error } = useGetOne(decl.name, { id }, { retry: false });
  useNotifyQueryError(error);
  const mayEdit = can(decl.name, 'edit');
  return (
    <Box data-testid={`show-${decl.name}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate('app.show.title', { name: one(decl), id })}
        </Typography>
        <PermissionButton
          allowed={mayEdit}
          label={translate('app.action.edit')}
          startIcon={<EditIcon />}
          variant="outlined"
          component={Link}
          to={screenPath(decl, 'edit', id)}
        />
      </Box>
      {isPending ? <LoadingBar /> : null}
      {!isPending && !record ? <Alert severity="warning">{translate('app.show.not_found', { name: one(decl), id })}</Alert> : null}
      {record ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' }, columnGap: 3, rowGap: 1 }}>
            {Object.entries(decl.fields).map(([name, def]) => (
              <Box key={name} sx={{ display: 'contents' }} data-testid={`show-field-${name}`}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(entityKeys.field(decl.name, name))}
                </Typography>
                <Typography component="dd" variant="body1" sx={{ m: 0, mb: { xs: 1, sm: 0 }, wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
                  <FieldValue decl={decl} name={name} def={def} record={record} />
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ) : null}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { CUSTOMER_PATHS } from '../../../contract/customers';
import { customer } from '../../../contract/entities/customer';
import { customerGroup } from '../../../contract/entities/customers/customerGroup';
import { fieldLabel, type FieldDef } from '../../../contract/fields';
import { screenPath } from '../../../contract/screen-paths';
import { EntityImportView } from '../../components/import/EntityImport';

/** Columns a file may carry: the customer's fields a file can write. */
const COLUMNS = Object.entries(customer.fields as Record<string, FieldDef>)
  .filter(([, def]) => !def.readOnly)
  .map(([name, def]) => fieldLabel(name, def))
  .join(', ');

/**
 * `/user/customer_group/import` (first document): the common import screen (preview, report by row,
 * column and rule, all or nothing) sending to `POST import/{customerGroupId}`, after the group is
 * chosen (preselected by `?customerGroupId=`). The imported customers join the group.
 */
export function CustomerGroupImportPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const groupId = params.get('customerGroupId') ?? '';
  const { data: groups } = useGetList(customerGroup.name, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'sortOrder', order: 'ASC' } });

  const picker = (
    <TextField
      select
      size="small"
      label={translate('app.customer.import.group')}
      value={groups?.some((g) => String(g.id) === groupId) ? groupId : ''}
      onChange={(e) => setParams(e.target.value ? { customerGroupId: e.target.value } : {}, { replace: true })}
      fullWidth={false}
      sx={{ minWidth: 260, maxWidth: 420, flex: '1 1 260px', mr: 1 }}
      slotProps={{ htmlInput: { 'data-testid': 'import-group' } }}
    >
      {(groups ?? []).map((g) => (
        <MenuItem key={g.id} value={String(g.id)}>
          {String(g.name ?? g.id)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <div data-testid="import-customers">
      {/* a new group starts over: no file, no preview */}
      <EntityImportView
        key={groupId}
        decl={customer}
        options={{
          path: groupId ? CUSTOMER_PATHS.importIntoGroup(groupId) : undefined,
          title: translate('app.customer.import.title'),
          introText: 'app.customer.import.intro',
          more: (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
              {translate('app.customer.import.columns', { columns: COLUMNS })}
            </Typography>
          ),
          picker,
          ready: groupId !== '',
          notice: (
            <Alert severity="info" sx={{ mt: 2 }}>
              {translate('app.customer.import.pick_group')}
            </Alert>
          ),
          readyText: 'app.customer.import.ready',
          back: { to: groupId ? screenPath(customerGroup, 'edit', groupId) : screenPath(customerGroup, 'list'), label: 'app.customer.import.back' },
        }}
      />
    </div>
  );
}

import FileUploadIcon from '@mui/icons-material/FileUpload';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { customerGroupImportPath } from '../../../../../contract/customers';
import { customer } from '../../../../../contract/entities/customer';
import { screenPath } from '../../../../../contract/screen-paths';
import { useCan } from '../../../../authProvider/useCan';
import { PermissionButton } from '../../../../components/PermissionButton';
import { CustomerTabList, type TabColumn } from '../customer/CustomerTabList';
import { EntityEdit } from '../../../../components/form/EntityEdit';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

const MEMBER_COLUMNS: TabColumn[] = [
  {
    label: 'app.customer.columns.customer',
    cell: (r) => (
      <Link component={RouterLink} to={screenPath(customer, 'edit', String(r.customerId))}>
        {`${text(r.firstname)} ${text(r.lastname)}`}
      </Link>
    ),
  },
  { label: 'app.customer.columns.telephone', cell: (r) => text(r.telephone) },
  { label: 'app.customer.columns.email', cell: (r) => text(r.email) },
  { label: 'app.customer.columns.store', cell: (r) => text(r.storeName) },
];

/** A customer group's form, its members (the spec's `customers`) as a paged tab, and the import of customers into it. */
export function CustomerGroupEdit() {
  const { id = '' } = useParams<'id'>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { can } = useCan();
  const members = (
    <CustomerTabList
      name="members"
      path={(page, count) => `${customer.rest}/${page}/${count}?customerGroupIds=${encodeURIComponent(id)}`}
      columns={MEMBER_COLUMNS}
    />
  );
  return (
    <EntityEdit
      tabs={[{ label: 'app.customer.tabs.members', content: members }]}
      actions={
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <PermissionButton
            allowed={can(customer.name, 'create')}
            label={translate('app.customer.import.button')}
            startIcon={<FileUploadIcon />}
            onClick={() => navigate(customerGroupImportPath(id))}
          />
        </Box>
      }
    />
  );
}

import FileUploadIcon from '@mui/icons-material/FileUpload';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { purchase } from '../../../../../contract/entities/inventory/purchase';
import { purchaseImportPath } from '../../../../../contract/inventory/inventory';
import { useCan } from '../../../../authProvider/useCan';
import { PermissionButton } from '../../../../components/PermissionButton';
import { EntityEdit } from '../../../../components/form/EntityEdit';
import { purchaseInputs } from './purchase-inputs';

/** A purchase: the shared form (received quantities typed on the lines go into the warehouse on save), and the import of lines. */
export function PurchaseEdit() {
  const { id = '' } = useParams<'id'>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { can } = useCan();
  return (
    <EntityEdit
      inputs={purchaseInputs}
      actions={
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <PermissionButton
            allowed={can(purchase.name, 'update')}
            label={translate('app.inventory.lines.import')}
            startIcon={<FileUploadIcon />}
            onClick={() => navigate(purchaseImportPath(id))}
          />
        </Box>
      }
    />
  );
}

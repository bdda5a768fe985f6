import Box from '@mui/material/Box';
import { useResourceContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import { entityByName } from '../../../../contract/entities';
import { EntityEdit } from '../../../components/form/EntityEdit';
import { PreviewButton } from './PreviewButton';

/** The generated edit screen with a Preview action opening the record on the store host. */
export function EditWithPreview() {
  const decl = entityByName(useResourceContext() ?? '')!;
  const { id } = useParams<'id'>();
  return (
    <Box sx={{ position: 'relative' }}>
      <Box sx={{ position: 'absolute', right: 0, top: 0 }}>{id ? <PreviewButton decl={decl} id={id} /> : null}</Box>
      <EntityEdit />
    </Box>
  );
}

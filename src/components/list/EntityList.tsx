import Alert from '@mui/material/Alert';
import { useResourceContext, useTranslate } from 'react-admin';
import { entityByName } from '../../../contract/entities';
import { EntityListView } from './EntityListView';

/** The common list screen of every entity (spec, second document, section 2). */
export function EntityList() {
  const resource = useResourceContext();
  const translate = useTranslate();
  const decl = entityByName(resource ?? '');
  if (!decl) return <Alert severity="error">{translate('app.list.unknown')}</Alert>;
  return <EntityListView decl={decl} />;
}

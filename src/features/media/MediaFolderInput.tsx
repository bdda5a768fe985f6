import { SelectInput, useResourceContext, useTranslate } from 'react-admin';
import { MEDIA_KINDS, type MediaKind } from '../../../contract/media';
import { useFieldLabel } from '../../i18n/useLabels';
import { useMediaFolders } from './useMediaFolders';

/** The record's folder, chosen among the library's folders. */
export function MediaFolderInput({ source }: { source: string }) {
  const kind = useResourceContext() as MediaKind;
  const { folders } = useMediaFolders(MEDIA_KINDS[kind].rest);
  const label = useFieldLabel()(source);
  const translate = useTranslate();
  const choices = [{ id: '', name: translate('app.media.all_files') }, ...folders.map((f) => ({ id: f.path, name: f.path }))];
  return <SelectInput source={source} label={label} choices={choices} emptyText={translate('app.media.all_files')} parse={(v: string) => v || null} format={(v: string | null) => v ?? ''} helperText=" " fullWidth />;
}

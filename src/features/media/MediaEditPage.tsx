import { UPLOAD_SET_FIELDS } from '../../../contract/entities/media/media-fields';
import type { CustomInput } from '../../components/form/EntityForm';
import { EntityEdit } from '../../components/form/EntityEdit';
import { MediaFilePreview } from './MediaFilePreview';
import { MediaFolderInput } from './MediaFolderInput';

const Nothing: CustomInput = () => null;
const inputs: Record<string, CustomInput> = {
  ...Object.fromEntries(UPLOAD_SET_FIELDS.map((f) => [f, Nothing])),
  // the first field of the File tab: the preview takes its place
  size: MediaFilePreview,
  folder: MediaFolderInput,
};

/** A media record's edit screen (create/{id}): name, alt, sort order, stores, folder; the file itself is shown, not edited. */
export const MediaEditPage = () => <EntityEdit inputs={inputs} />;

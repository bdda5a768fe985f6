import { TextInput } from 'react-admin';
import type { FieldDef } from '../../../contract/fields';

export interface MediaPickerInputProps {
  source: string;
  label: string;
  /** a string field (one file's URL) or a list of strings (a gallery), with `media` naming the library */
  def: FieldDef;
}

/** A file chosen from the media library. Until the picker lands: the file's URL, typed. */
export function MediaPickerInput({ source, label }: MediaPickerInputProps) {
  return <TextInput source={source} label={label} helperText=" " fullWidth />;
}

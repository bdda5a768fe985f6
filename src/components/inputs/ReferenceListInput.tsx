import type { FieldDef } from '../../../contract/fields';
import { ListInput } from '../form/ListInput';

export interface ReferenceListInputProps {
  source: string;
  label: string;
  /** `{ type: 'list', of: 'reference', reference: <entity> }` */
  def: FieldDef;
}

/** Several records of another entity. Until the multi-select lands: one lookup per row. */
export function ReferenceListInput({ source, label, def }: ReferenceListInputProps) {
  return <ListInput name={source} def={def} source={source} path={source} mode="update" label={label} />;
}

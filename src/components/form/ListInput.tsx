import { ArrayInput, SimpleFormIterator } from 'react-admin';
import { FieldInput, type NestedInputProps } from './FieldInput';

/** A list of objects (or of plain values), one inline row per item. */
export function ListInput({ name, def, source, path, mode, label }: NestedInputProps & { label: string }) {
  return (
    <ArrayInput source={source} label={label} helperText={false}>
      <SimpleFormIterator inline disableReordering>
        {def.fields ? (
          Object.entries(def.fields).map(([sub, subDef]) => <FieldInput key={sub} name={sub} def={subDef} source={sub} path={`${path}.${sub}`} mode={mode} />)
        ) : (
          <FieldInput name={name} def={{ type: def.of ?? 'string' }} source="" path={path} mode={mode} />
        )}
      </SimpleFormIterator>
    </ArrayInput>
  );
}

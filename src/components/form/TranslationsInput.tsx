import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { entities } from '../../../contract/entities';
import type { FieldDef } from '../../../contract/fields';
import { DEFAULT_LANGUAGE_ID } from '../../../contract/products';
import { useBackOfficeDataProvider } from '../../dataProvider/hooks';
import { FieldInput } from './FieldInput';
import { errorPaths } from './form-rules';

export interface LanguageOption {
  languageId: number;
  name: string;
}

export interface TranslationsInputProps {
  /** the list holding one item per language: `descriptions` -> [{languageId, name, description}] */
  source: string;
  /** the list's path in the declaration, naming its items' labels in the catalogue */
  path: string;
  /** the fields of each item besides languageId */
  fields: Record<string, FieldDef>;
  mode: 'create' | 'update';
}

/** The default language's tab first (its name is the record's name), then the languages' own order. */
export const defaultFirst = (languages: LanguageOption[]): LanguageOption[] => [
  ...languages.filter((l) => l.languageId === DEFAULT_LANGUAGE_ID),
  ...languages.filter((l) => l.languageId !== DEFAULT_LANGUAGE_ID),
];

/**
 * The per-language tab of a form: one sub-tab per language (GET /language/s/l/l/r), each holding the
 * item of that language. Sub-tabs with a failing field are red with their error count.
 */
export function TranslationsInput({ source, path, fields, mode }: TranslationsInputProps) {
  const translate = useTranslate();
  const dataProvider = useBackOfficeDataProvider();
  const { getValues, setValue } = useFormContext();
  const { errors } = useFormState({ name: source });
  const [current, setCurrent] = useState(0);
  const { service, rest } = entities.language;
  const { data: languages, error } = useQuery({
    queryKey: [service, `${rest}/r`],
    queryFn: ({ signal }) => dataProvider.call<{ data: LanguageOption[] }>(service, `${rest}/r`, { signal }).then((r) => defaultFirst(r.data)),
    retry: false,
  });

  // one item per language, in the languages' order, keeping what the record already holds
  useEffect(() => {
    if (!languages) return;
    const existing = (getValues(source) as { languageId?: number }[] | undefined) ?? [];
    const items = languages.map((l) => existing.find((e) => e?.languageId === l.languageId) ?? { languageId: l.languageId });
    setValue(source, items, { shouldDirty: false });
  }, [languages, getValues, setValue, source]);

  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!languages) return null;
  const listErrors = (errors as Record<string, unknown>)[source];
  const countFor = (i: number) => errorPaths((listErrors as Record<string, unknown> | undefined)?.[i]).length;

  return (
    <Box>
      <Tabs value={current} onChange={(_e, v: number) => setCurrent(v)} variant="scrollable" aria-label={translate('app.form.languages')}>
        {languages.map((l, i) => (
          <Tab
            key={l.languageId}
            value={i}
            label={countFor(i) ? `${l.name} (${countFor(i)})` : l.name}
            sx={countFor(i) ? { color: 'error.main', '&.Mui-selected': { color: 'error.main' } } : undefined}
          />
        ))}
      </Tabs>
      {languages.map((l, i) => (
        <Box key={l.languageId} role="tabpanel" hidden={i !== current} aria-label={l.name} sx={{ pt: 2 }}>
          {Object.entries(fields).map(([name, def]) => (
            <FieldInput key={name} name={name} def={def} source={`${source}.${i}.${name}`} path={`${path}.${name}`} mode={mode} />
          ))}
        </Box>
      ))}
    </Box>
  );
}

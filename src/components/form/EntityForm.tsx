import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Form, ResourceContextProvider, SaveButton, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { EntityDeclaration } from '../../../contract/entity';
import type { FieldDef } from '../../../contract/fields';
import { useIntlLocale } from '../../i18n/intl-locale';
import { defaultValues, validateRecord } from './form-rules';
import { TabbedFields } from './TabbedFields';

/** A custom input replacing the generated one for a field (the permission picker). */
export type CustomInput = ComponentType<{ name: string; def: FieldDef; source: string; mode: 'create' | 'update' }>;

export interface ExtraTab {
  /** catalogue key of the tab's name */
  label: string;
  content: ReactNode;
}

export interface EntityFormProps {
  decl: EntityDeclaration;
  mode: 'create' | 'update';
  /** field name -> custom input */
  inputs?: Record<string, CustomInput>;
  /** tabs after the declared ones that hold no inputs (the record's history) */
  extraTabs?: ExtraTab[];
  cancelTo: string;
  /** shown above Save and Cancel: why the last save was refused (a record changed meanwhile) */
  notice?: ReactNode;
}

/** A record read again under an edit keeps what is being typed: only the untouched fields take the new values. */
const KEEP_TYPED = { keepDirtyValues: true } as const;

/** The form of an entity, shared by create and edit: tabbed, validated with the server's rules. */
export function EntityForm({ decl, mode, inputs, extraTabs, cancelTo, notice }: EntityFormProps) {
  const translate = useTranslate();
  const defaults = useMemo(() => (mode === 'create' ? defaultValues(decl) : undefined), [decl, mode]);
  return (
    <Form
      validate={(values) => validateRecord(decl, values, mode)}
      defaultValues={defaults}
      resetOptions={mode === 'update' ? KEEP_TYPED : undefined}
      disableInvalidFormNotification
      noValidate
    >
      {/* labels are looked up under the declaration's resource, wherever the form is shown */}
      <ResourceContextProvider value={decl.name}>
        <TabbedFields decl={decl} mode={mode} inputs={inputs} extraTabs={extraTabs} />
      </ResourceContextProvider>
      {notice}
      <Box sx={{ display: 'flex', gap: 1, p: 2, borderTop: 1, borderColor: 'divider' }}>
        <SaveButton alwaysEnable label="app.action.save" aria-label={translate('app.action.save')} />
        <Button component={Link} to={cancelTo}>
          {translate('app.action.cancel')}
        </Button>
        {mode === 'update' ? <DateAdded /> : null}
      </Box>
    </Form>
  );
}

/** When the record being edited was added (every record carries it: a review's date, a brand's date added). */
function DateAdded() {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const added = useRecordContext()?.dateAdded;
  if (typeof added !== 'string') return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="date-added" sx={{ ml: 'auto', alignSelf: 'center' }}>
      {translate('app.list.date_added')}: {new Date(added).toLocaleString(locale)}
    </Typography>
  );
}

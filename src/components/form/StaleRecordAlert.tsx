import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEditContext, useLocale, useTranslate } from 'react-admin';
import type { StaleRecord } from '../../../contract/record-version';
import { staleRecordText } from './stale-record';

export interface StaleRecordAlertProps {
  /** the refusal of the last save, null while there is none */
  conflict: StaleRecord | null;
  /** the record is being read again: the alert goes */
  onReload: () => void;
}

/**
 * Says that someone saved the record after the form read it and that nothing was overwritten. Reload
 * reads it again: the fields left alone show their changes, the ones being edited keep what was typed
 * (EntityForm keeps dirty values), and the next save is based on the version read.
 */
export function StaleRecordAlert({ conflict, onReload }: StaleRecordAlertProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const { refetch } = useEditContext();
  if (!conflict) return null;
  return (
    <Alert
      severity="warning"
      data-testid="stale-record"
      sx={{ mx: 2, mb: 1 }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            onReload();
            void refetch();
          }}
        >
          {translate('app.action.reload')}
        </Button>
      }
    >
      {staleRecordText(translate, conflict, new Date(), locale)}
    </Alert>
  );
}

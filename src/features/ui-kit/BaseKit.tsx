import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Pager } from '../../components/list/Pager';
import { PageSizeSelect } from '../../components/list/PageSizeSelect';
import { LoadingBar } from '../../components/LoadingBar';
import { KitSection } from './KitSection';

const row = { display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' } as const;

/** Inputs, chips, alerts, the list's pager and page size, progress: as the screens use them. */
export function BaseKit() {
  const translate = useTranslate();
  const [page, setPage] = useState(3);
  const [size, setSize] = useState(10);
  const [status, setStatus] = useState('new');
  const [pay, setPay] = useState('a');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <KitSection title={translate('app.ui_kit.base.inputs')}>
        <Box sx={row}>
          <TextField label={translate('app.ui_kit.base.text_field')} helperText={translate('app.ui_kit.base.text_help')} />
          <TextField label={translate('app.ui_kit.base.required')} required error defaultValue="ann@" helperText={translate('app.message.email')} />
          <TextField select label={translate('app.ui_kit.base.select')} value={status} onChange={(e) => setStatus(e.target.value)} sx={{ minWidth: 160 }}>
            <MenuItem value="new">{translate('app.ui_kit.base.chip_new')}</MenuItem>
            <MenuItem value="done">{translate('app.ui_kit.base.chip_done')}</MenuItem>
          </TextField>
        </Box>
        <Box sx={row}>
          <FormControlLabel control={<Checkbox defaultChecked />} label={translate('app.ui_kit.base.checkbox')} />
          <FormControlLabel control={<Switch defaultChecked />} label={translate('app.ui_kit.base.switch')} />
          <RadioGroup row value={pay} onChange={(e) => setPay(e.target.value)}>
            <FormControlLabel value="a" control={<Radio />} label={translate('app.ui_kit.base.radio_a')} />
            <FormControlLabel value="b" control={<Radio />} label={translate('app.ui_kit.base.radio_b')} />
          </RadioGroup>
        </Box>
      </KitSection>
      <KitSection title={translate('app.ui_kit.base.chips')}>
        <Box sx={row}>
          <Chip label={translate('app.ui_kit.base.chip_new')} color="primary" />
          <Chip label={translate('app.ui_kit.base.chip_done')} color="success" variant="outlined" />
          <Chip label={translate('app.ui_kit.base.chip_cancel')} color="error" size="small" />
        </Box>
      </KitSection>
      <KitSection title={translate('app.ui_kit.base.alerts')}>
        <Alert severity="info">{translate('app.ui_kit.base.alert_info')}</Alert>
        <Alert severity="success">{translate('app.ui_kit.base.alert_success')}</Alert>
        <Alert severity="warning">{translate('app.ui_kit.base.alert_warning')}</Alert>
        <Alert severity="error">{translate('app.ui_kit.base.alert_error')}</Alert>
      </KitSection>
      <KitSection title={translate('app.ui_kit.base.list_parts')}>
        <Box sx={row}>
          <Pager page={page} pageCount={12} onChange={setPage} />
          <PageSizeSelect value={size} onChange={setSize} />
        </Box>
      </KitSection>
      <KitSection title={translate('app.ui_kit.base.progress')}>
        <LoadingBar />
        <Skeleton variant="rounded" height={48} />
      </KitSection>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { smsPhone } from '../../../contract/entities/sms/smsPhone';
import { DEFAULT_SMS_COUNTRY, type SmsCountry } from '../../../contract/sms/countries';
import { DEFAULT_SMS_PROVIDER, SMS_PATHS, SMS_PROVIDERS, type AvailableNumber, type SmsProvider } from '../../../contract/sms/sms';
import { useBackOfficeDataProvider, useNotifyApiError, useNotifyQueryError } from '../../dataProvider/hooks';
import { formatPhone } from '../../../contract/phone';

interface NumbersAnswer {
  sandbox: boolean;
  data: AvailableNumber[];
}

const NO_COUNTRIES: SmsCountry[] = [];

/** Provider, country and area code, a search, the numbers found, and Buy for the one picked. */
export function BuyNumberForm({ onBought }: { onBought: (phone: string) => void }) {
  const translate = useTranslate();
  const notifyError = useNotifyApiError();
  const dataProvider = useBackOfficeDataProvider();
  const [provider, setProvider] = useState<SmsProvider>(DEFAULT_SMS_PROVIDER);
  const { data: countries = NO_COUNTRIES, error: countriesError } = useQuery({
    queryKey: ['sms', SMS_PATHS.countries],
    queryFn: ({ signal }) => dataProvider.call<{ data: SmsCountry[] }>('sms', SMS_PATHS.countries, { signal }).then((r) => r.data),
    retry: false,
  });
  useNotifyQueryError(countriesError);
  const [country, setCountry] = useState(DEFAULT_SMS_COUNTRY);
  const [areaCode, setAreaCode] = useState('');
  const [found, setFound] = useState<NumbersAnswer | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);


  const search = async () => {
    setBusy(true);
    setPicked(null);
    try {
      setFound(await dataProvider.call<NumbersAnswer>('sms', SMS_PATHS.numbers, { query: { provider, country, areaCode }, resource: smsPhone.name }));
    } catch (e) {
      setFound(null);
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  const buy = async () => {
    if (!picked) return;
    setBusy(true);
    try {
      await dataProvider.call('sms', SMS_PATHS.numbersBuy, { method: 'POST', body: { provider, phone: picked }, resource: smsPhone.name });
      onBought(picked);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select label={translate('app.sms.numbers.provider')} value={provider} onChange={(e) => setProvider(e.target.value as SmsProvider)} sx={{ width: { sm: 160 }, flexShrink: 0 }} inputProps={{ 'data-testid': 'buy-provider' }}>
          {SMS_PROVIDERS.map((p) => (
            <MenuItem key={p} value={p}>{p}</MenuItem>
          ))}
        </TextField>
        <TextField select label={translate('app.sms.numbers.country')} value={countries.length ? country : ''} onChange={(e) => setCountry(e.target.value)} sx={{ width: { sm: 280 }, flexShrink: 0 }} SelectProps={{ MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } }} data-testid="buy-country">
          {countries.map((c) => (
            <MenuItem key={c.code} value={c.code}>{`${c.name} (${c.dialCode})`}</MenuItem>
          ))}
        </TextField>
        <TextField label={translate('app.sms.numbers.area_code')} value={areaCode} onChange={(e) => setAreaCode(e.target.value.replace(/\D/g, '').slice(0, 5))} sx={{ width: { sm: 140 }, flexShrink: 0 }} inputProps={{ 'data-testid': 'buy-area-code', inputMode: 'numeric' }} />
        <Button variant="outlined" onClick={search} disabled={busy} data-testid="buy-search" sx={{ flexShrink: 0, px: 3 }}>
          {busy && !found ? translate('app.sms.numbers.searching') : translate('app.sms.numbers.search')}
        </Button>
      </Stack>
      {found?.sandbox && <Alert severity="info">{translate('app.sms.numbers.sandbox')}</Alert>}
      {found && found.data.length === 0 && <Typography color="text.secondary">{translate('app.sms.numbers.none')}</Typography>}
      {found && found.data.length > 0 && (
        <Box>
          <Typography variant="body2" color="text.secondary">{translate('app.sms.numbers.pick')}</Typography>
          <List dense sx={{ maxHeight: 320, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="buy-results">
            {found.data.map((n) => (
              <ListItem key={n.phone} disablePadding>
                <ListItemButton selected={picked === n.phone} onClick={() => setPicked(n.phone)}>
                  <ListItemText
                    primary={formatPhone(n.phone)}
                    secondary={[n.region, n.monthlyCost !== undefined ? `${translate('app.sms.numbers.monthly')}: ${n.monthlyCost} ${n.currency ?? ''}` : null].filter(Boolean).join(' · ') || null}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      <Box>
        <Button variant="contained" onClick={buy} disabled={!picked || busy} data-testid="buy-number">
          {translate('app.sms.numbers.buy')}
        </Button>
      </Box>
    </Stack>
  );
}

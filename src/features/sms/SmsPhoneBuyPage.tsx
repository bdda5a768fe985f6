import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SMS_SCREENS } from '../../../contract/sms/sms';
import { BuyNumberForm } from './BuyNumberForm';

/**
 * /sms/phone/buy: the generated SMS phone list takes no extra action, so buying a number is a page
 * of its own, reached from the menu (Communications), holding the same form as the dialog.
 */
export function SmsPhoneBuyPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{translate('app.sms.numbers.title')}</Typography>
      <BuyNumberForm
        onBought={(phone) => {
          notify('app.sms.numbers.bought', { type: 'success', messageArgs: { phone } });
          navigate(SMS_SCREENS.phones);
        }}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';

export function AppFooter() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ py: 1.5, px: 3, borderTop: 1, borderColor: 'divider', color: 'text.secondary', fontSize: 13 }}>
      {translate('app.copyright', { year: new Date().getFullYear() })}
    </Box>
  );
}

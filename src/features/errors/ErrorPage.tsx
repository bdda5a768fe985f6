import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export interface ErrorPageProps {
  code: string;
  /** catalogue keys */
  title: string;
  text: string;
}

export function ErrorPage({ code, title, text }: ErrorPageProps) {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3, textAlign: 'center' }}>
      <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 700 }}>
        {code}
      </Typography>
      <Typography variant="h4" component="h1">
        {translate(title)}
      </Typography>
      <Typography color="text.secondary">{translate(text)}</Typography>
      <Button variant="contained" component={Link} to="/dashboard">
        {translate('app.error.back')}
      </Button>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme, type ThemeOptions } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { darkTheme, lightTheme } from '../../theme/themes';

const TONES = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;
const VARIANTS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline'] as const;

function Swatch({ name, background, colour, value }: { name: string; background: string; colour: string; value: string }) {
  return (
    <Box sx={{ bgcolor: background, color: colour, borderRadius: 1, border: 1, borderColor: 'divider', p: 1.5, minHeight: 72 }} data-testid={`swatch-${name}`}>
      <Typography variant="subtitle2" component="p" sx={{ color: 'inherit' }}>
        {name}
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'inherit', fontFamily: 'monospace' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The palette and the type scale of the theme in force (the nearest ThemeProvider). */
function ThemeBoard({ label }: { label: string }) {
  const translate = useTranslate();
  const theme = useTheme();
  const { palette, typography } = theme;
  return (
    <Paper variant="outlined" sx={{ bgcolor: 'background.default', color: 'text.primary', p: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }} data-testid={`theme-${palette.mode}`}>
      <Typography variant="h6" component="h2">
        {label}
      </Typography>
      <Typography variant="subtitle1" component="h3">
        {translate('app.ui_kit.theme.palette')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))' }}>
        {TONES.map((tone) => (
          <Swatch key={tone} name={tone} background={palette[tone].main} colour={palette[tone].contrastText} value={palette[tone].main} />
        ))}
        <Swatch name={translate('app.ui_kit.theme.background')} background={palette.background.default} colour={palette.text.primary} value={palette.background.default} />
        <Swatch name={translate('app.ui_kit.theme.paper')} background={palette.background.paper} colour={palette.text.primary} value={palette.background.paper} />
        <Swatch name={translate('app.ui_kit.theme.text_primary')} background={palette.background.paper} colour={palette.text.primary} value={palette.text.primary} />
        <Swatch name={translate('app.ui_kit.theme.text_secondary')} background={palette.background.paper} colour={palette.text.secondary} value={palette.text.secondary} />
      </Box>
      <Typography variant="subtitle1" component="h3">
        {translate('app.ui_kit.theme.typography')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
        {VARIANTS.map((variant) => (
          <Box key={variant} sx={{ display: 'flex', alignItems: 'baseline', gap: 2, minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" sx={{ width: 112, flexShrink: 0, fontFamily: 'monospace' }}>
              {variant} {String(typography[variant].fontSize ?? '')}
            </Typography>
            <Typography variant={variant} component="p" noWrap sx={{ minWidth: 0 }}>
              {translate('app.ui_kit.theme.sample')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** The app's own themes side by side: the light and the dark one, whichever is in force. */
export function ThemeKit() {
  const translate = useTranslate();
  const light = useMemo(() => createTheme(lightTheme as ThemeOptions), []);
  const dark = useMemo(() => createTheme(darkTheme as ThemeOptions), []);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      <ThemeProvider theme={light}>
        <ThemeBoard label={translate('app.ui_kit.theme.light')} />
      </ThemeProvider>
      <ThemeProvider theme={dark}>
        <ThemeBoard label={translate('app.ui_kit.theme.dark')} />
      </ThemeProvider>
    </Box>
  );
}

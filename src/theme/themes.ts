// The console's own themes, light and dark (react-admin's defaults with a palette of our own): every
// text and control colour reaches WCAG AA contrast (4.5:1 for text, 3:1 for a control's edge) on the
// backgrounds it is drawn on, which themes.test.ts measures. The mode follows the system until the
// user picks one in the top bar (ThemeToggle.tsx), then the pick is remembered for that user.
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** The brand's blue: 5.9:1 on white (MUI's default #1976d2 reaches 4.4:1 on the page's background). */
const BRAND = '#1565c0';

export const lightTheme: RaThemeOptions = deepmerge(defaultLightTheme, {
  palette: {
    mode: 'light',
    primary: { main: BRAND, contrastText: '#ffffff' },
    secondary: { main: '#6a1b9a', contrastText: '#ffffff' },
    // MUI's orange (#ed6c02) is 3.1:1 on white: too light for the words it writes
    warning: { main: '#b45309', contrastText: '#ffffff' },
    info: { main: '#0b6a99', contrastText: '#ffffff' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
    error: { main: '#c62828', contrastText: '#ffffff' },
    background: { default: '#f7f8fa', paper: '#ffffff' },
    text: { primary: 'rgba(0, 0, 0, 0.87)', secondary: 'rgba(0, 0, 0, 0.66)' },
  },
} satisfies RaThemeOptions);

export const darkTheme: RaThemeOptions = deepmerge(defaultDarkTheme, {
  palette: {
    mode: 'dark',
    primary: { main: '#90caf9', contrastText: 'rgba(0, 0, 0, 0.87)' },
    secondary: { main: '#ce93d8', contrastText: 'rgba(0, 0, 0, 0.87)' },
    warning: { main: '#ffb74d', contrastText: 'rgba(0, 0, 0, 0.87)' },
    info: { main: '#4fc3f7', contrastText: 'rgba(0, 0, 0, 0.87)' },
    success: { main: '#81c784', contrastText: 'rgba(0, 0, 0, 0.87)' },
    error: { main: '#ef9a9a', contrastText: 'rgba(0, 0, 0, 0.87)' },
    background: { default: '#121417', paper: '#1c1f24' },
    text: { primary: '#f2f4f7', secondary: 'rgba(242, 244, 247, 0.72)' },
  },
  components: {
    // the bar keeps the brand's colour in the dark too, dimmed: MUI's dark bars are the paper's grey
    MuiAppBar: { styleOverrides: { colorPrimary: { backgroundColor: '#0d3c75', color: '#ffffff' } } },
  },
} satisfies RaThemeOptions);

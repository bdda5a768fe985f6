import LinearProgress from '@mui/material/LinearProgress';

export const AppLoading = () => <LinearProgress aria-label="Loading" />;

import { LoadingBar } from '../components/LoadingBar';

export const AppLoading = () => <LoadingBar />;

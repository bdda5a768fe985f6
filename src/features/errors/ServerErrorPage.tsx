import { ErrorPage } from './ErrorPage';

export const ServerErrorPage = () => <ErrorPage code="500" title="app.message.serverErrorTitle" text="app.message.serverErrorText" />;

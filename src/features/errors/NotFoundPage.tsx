import { ErrorPage } from './ErrorPage';

export const NotFoundPage = () => <ErrorPage code="404" title="app.message.notFoundTitle" text="app.message.notFoundText" />;

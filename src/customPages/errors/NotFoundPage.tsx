import { messages } from '../../../contract/messages';
import { ErrorPage } from './ErrorPage';

export const NotFoundPage = () => <ErrorPage code="404" title={messages.notFoundTitle} text={messages.notFoundText} />;

import { messages } from '../../../contract/messages';
import { ErrorPage } from './ErrorPage';

export const ServerErrorPage = () => <ErrorPage code="500" title={messages.serverErrorTitle} text={messages.serverErrorText} />;

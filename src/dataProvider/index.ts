export { dataProvider, createDataProvider, declarationOf, type BackOfficeDataProvider } from './dataProvider';
export { ApiError, itemText, type ErrorItem } from './api-error';
export { request, serviceUrl } from './http';
export { useBackOfficeDataProvider, useNotifyApiError } from './hooks';

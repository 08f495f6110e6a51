export { createApiClient } from './api-client';
export { ApiError, isApiError, messageOf, shopperMessage } from './api-error';
export { DecodeError } from './decode';
export { createRequest, DEFAULT_REQUEST_TIMEOUT_MS, resolveRequestUrl } from './request';
export type { ApiClient } from './api-client';
export type { ApiErrorBody, ApiErrorKind } from './api-error';
export type { CalculatedCartLine, CartCalculation, CartCalculationRequest } from './cart/calculate-cart';
export type { Decoder } from './decode';
export type { HttpMethod, Request, RequestDependencies, RequestOptions } from './request';

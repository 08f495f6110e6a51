export type { ApiClient } from './api-client';
export { createApiClient } from './api-client';
export type { ApiErrorBody, ApiErrorKind } from './api-error';
export { ApiError, isApiError, messageOf, shopperMessage } from './api-error';
export type { CalculatedCartLine, CartCalculation, CartCalculationRequest } from './cart/calculate-cart';
export type { Decoder } from './decode';
export { DecodeError } from './decode';
export type { HttpMethod, Request, RequestDependencies, RequestOptions } from './request';
export { createRequest, DEFAULT_REQUEST_TIMEOUT_MS, resolveRequestUrl } from './request';

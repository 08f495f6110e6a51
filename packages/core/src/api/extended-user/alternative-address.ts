import type { AlternativeAddress } from '../../domain/extended-user';
import { ignoreBody } from '../empty-answer';
import type { Request } from '../request';
import { decodeAlternativeAddress } from './decode-extended-user';

/** Spec section 7: POST creates (no id), PUT updates (with id) `/api/extended-user/{chainid}/alternative-address`. */
export async function saveAlternativeAddress(request: Request, address: AlternativeAddress): Promise<AlternativeAddress> {
  const answer = await request({
    path: '/api/extended-user/{chainid}/alternative-address',
    method: address.id === null ? 'POST' : 'PUT',
    body: address,
    decode: (value, path) => (value === null ? address : decodeAlternativeAddress(value, path)),
  });
  return answer;
}

/** Spec section 7: `DELETE /api/extended-user/{chainid}/alternative-address/{id}`. */
export async function deleteAlternativeAddress(request: Request, id: string): Promise<void> {
  await request({
    path: `/api/extended-user/{chainid}/alternative-address/${encodeURIComponent(id)}`,
    method: 'DELETE',
    decode: ignoreBody,
  });
}

import type { ExtendedUser } from '../../domain/extended-user';
import { idString, object } from '../decode';
import type { Request } from '../request';
import { decodeStoreLocation } from '../stores/decode-store';
import { decodeHandoverInfo } from './decode-extended-user';

const decodeDefaultUser = (value: unknown, path: string): ExtendedUser => {
  const answer = object({ chainId: idString, store: decodeStoreLocation, handoverInfo: decodeHandoverInfo })(value, path);
  return { chainId: answer.chainId, currentMember: null, household: null, store: answer.store, handoverInfo: answer.handoverInfo };
};

/** Spec section 7: `GET api/extended-user/{chainid}/default`: the anonymous default store and handover. */
export function getDefaultUser(request: Request): Promise<ExtendedUser> {
  return request({ path: 'api/extended-user/{chainid}/default', decode: decodeDefaultUser, auth: { token: false } });
}

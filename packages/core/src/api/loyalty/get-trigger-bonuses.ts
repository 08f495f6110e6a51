import type { TriggerBonus } from '../../domain/extended-user';
import { array, type Decoder, nullable, number, object, string } from '../decode';
import type { Request } from '../request';

const decodeTriggerBonuses: Decoder<TriggerBonus[]> = array((value, path) => {
  const bonus = object({
    status: string,
    bonusGyldigFra: string,
    bonusGyldigTil: string,
    bonusProsent: number,
    gyldigTil: nullable(string),
  })(value, path);
  return {
    status: bonus.status,
    validFrom: bonus.bonusGyldigFra.slice(0, 10),
    validTo: bonus.bonusGyldigTil.slice(0, 10),
    percent: bonus.bonusProsent,
    expires: bonus.gyldigTil,
  };
});

/** Spec section 7: `GET /{product}/triggerbonuser/medlemmer/{memberId}/?partner=<chain name>`. */
export function getTriggerBonuses(request: Request, memberId: string, partner: string | null): Promise<TriggerBonus[]> {
  return request({
    path: `/{product}/triggerbonuser/medlemmer/${encodeURIComponent(memberId)}/`,
    query: { partner: partner ?? undefined },
    decode: decodeTriggerBonuses,
  });
}

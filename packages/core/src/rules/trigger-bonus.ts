import { TRIGGER_BONUS_GRACE_DAYS } from '../constants';
import type { TriggerBonus } from '../domain/extended-user';
import { addCalendarDays } from '../time/calendar-days';
import { osloDate } from '../time/oslo';

/** Spec section 5: a trigger bonus is valid when its status is '01' and today (Oslo) is within its dates, end plus one day. */
export function isTriggerBonusValid(bonus: Pick<TriggerBonus, 'status' | 'validFrom' | 'validTo'>, now: Date): boolean {
  if (bonus.status !== '01') {
    return false;
  }
  const today = osloDate(now);
  return today >= bonus.validFrom && today <= addCalendarDays(bonus.validTo, TRIGGER_BONUS_GRACE_DAYS);
}

import { HttpResponse, http } from 'msw';
import { addCalendarDays, osloDate, simNow } from '../clock';
import { readNumber } from '../model/coverage';
import { authenticateRequest, sessionUser } from '../model/sessions';
import type { SimState } from '../model/sim-state';
import { noContent, platformError, readJsonObject, unauthorized } from './platform-http';

/** A trigger bonus as Trumf lists it: status "01" active, "02" expired; dates yyyy-MM-dd. */
export interface SimTriggerBonus {
  status: '01' | '02';
  bonusGyldigFra: string;
  bonusGyldigTil: string;
  bonusProsent: number;
  gyldigTil: string;
}

function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value);
}

/**
 * Trumf calls (spec section 7, `/{product}/…`): the household's address and organization,
 * a member's personal data, and the member's trigger bonuses (dated from the Oslo date of their first read after reset:
 * active from the day before to six days after, and one long expired).
 */
export function trumfHandlers(state: SimState) {
  return [
    http.put('*/trumf/husstand', async ({ request }) => {
      const session = authenticateRequest(state, request);
      const user = session ? sessionUser(state, session) : null;
      if (!user) {
        return unauthorized();
      }
      const body = await readJsonObject(request);
      if (!body || typeof body.gateadresse !== 'string' || typeof body.postnr !== 'string' || typeof body.poststed !== 'string') {
        return platformError(400, 'gateadresse, postnr and poststed are required');
      }
      const { household } = user.household;
      household.address = body.gateadresse;
      household.postalCode = body.postnr;
      household.city = body.poststed;
      if (typeof body.firmanavn === 'string') {
        household.organizationName = body.firmanavn;
      }
      if (typeof body.orgnr === 'string') {
        household.organizationNumber = body.orgnr;
      }
      if (typeof body.avdelingsnavn === 'string') {
        household.organizationDepartmentName = body.avdelingsnavn;
      }
      const latitude = readNumber(body.latitude);
      const longitude = readNumber(body.longitude);
      if (latitude !== null && longitude !== null) {
        household.coordinates = { lat: latitude, lon: longitude };
      }
      return noContent();
    }),
    http.put('*/trumf/husstand/medlemmer/:memberId', async ({ request, params }) => {
      const session = authenticateRequest(state, request);
      const user = session ? sessionUser(state, session) : null;
      if (!user) {
        return unauthorized();
      }
      const target = state.members[String(params.memberId)];
      if (!target || !user.household.household.members.includes(String(params.memberId))) {
        return platformError(403, 'Forbidden');
      }
      const body = await readJsonObject(request);
      if (!body) {
        return platformError(400, 'Body must be a JSON object');
      }
      if (body.fodselsdato !== undefined && !(typeof body.fodselsdato === 'string' && isCalendarDate(body.fodselsdato))) {
        return platformError(400, 'fodselsdato must be yyyy-MM-dd');
      }
      if (body.fodselsnummer !== undefined && !(typeof body.fodselsnummer === 'string' && /^\d{11}$/.test(body.fodselsnummer))) {
        return platformError(400, 'fodselsnummer must be 11 digits');
      }
      if (typeof body.fodselsnummer === 'string') {
        target.nationalId = body.fodselsnummer;
      }
      const { member } = target;
      const text = (value: unknown, current: string) => (typeof value === 'string' ? value : current);
      member.firstName = text(body.fornavn, member.firstName);
      member.lastName = text(body.etternavn, member.lastName);
      member.displayName = `${member.firstName} ${member.lastName}`;
      member.mobile = text(body.mobilnr, member.mobile);
      member.hasMobile = member.mobile !== '';
      member.phoneNumber = text(body.telefonnr, member.phoneNumber);
      member.email = text(body.epostadresse, member.email);
      member.hasEmail = member.email !== '';
      member.birthdate = text(body.fodselsdato, member.birthdate);
      if (body.kjonn === 'K' || body.kjonn === 'M' || body.kjonn === 'U') {
        member.gender = body.kjonn;
      }
      return noContent();
    }),
    http.get('*/trumf/triggerbonuser/medlemmer/:memberId', ({ request, params }) => {
      const session = authenticateRequest(state, request);
      if (!session) {
        return unauthorized();
      }
      if (params.memberId !== session.memberId) {
        return platformError(403, 'Forbidden');
      }
      if (session.kind !== 'member') {
        return HttpResponse.json([]);
      }
      state.triggerBonusDate ??= osloDate(simNow(state));
      const today = state.triggerBonusDate;
      const bonuses: SimTriggerBonus[] = [
        {
          status: '01',
          bonusGyldigFra: addCalendarDays(today, -1),
          bonusGyldigTil: addCalendarDays(today, 6),
          bonusProsent: 5,
          gyldigTil: addCalendarDays(today, 6),
        },
        {
          status: '02',
          bonusGyldigFra: addCalendarDays(today, -30),
          bonusGyldigTil: addCalendarDays(today, -23),
          bonusProsent: 5,
          gyldigTil: addCalendarDays(today, -23),
        },
      ];
      return HttpResponse.json(bonuses);
    }),
  ];
}

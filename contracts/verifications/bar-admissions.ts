/**
 * Bar admission checks for Owner Verified (VBO): each state's public attorney lookup, and the shape of its bar
 * numbers. One table: staff open the lookup beside a submission; the form and the server refuse a number that
 * cannot be that state's. Where a page that takes the number directly is known, `byNumber` builds it; otherwise
 * staff search the official lookup (or the bar's member directory) by name and number.
 */
import { usStateName, type UsStateCode } from '../common/us-states';

export interface BarNumberRule {
  pattern: RegExp;
  /** Said beside the field when the number does not fit. */
  hint: string;
}

export interface BarLookup {
  /** The official public attorney search of the state's bar or highest court. */
  url: string;
  /** A page for one attorney by bar number, where the official site has one. */
  byNumber?: (barNumber: string) => string;
  rule?: BarNumberRule;
}

/** Most states issue numbers of digits only. */
export const DIGITS_ONLY: BarNumberRule = { pattern: /^\d{1,10}$/, hint: 'digits only' };

export const BAR_LOOKUPS: Record<UsStateCode, BarLookup> = {
  // Alabama attorney codes mix letters and digits, e.g. ASB-1234-A56B.
  AL: {
    url: 'https://www.alabar.org/for-the-public/find-a-lawyer/',
    rule: { pattern: /^(ASB-?)?[A-Z0-9]{4}-?[A-Z0-9]{4}$/, hint: 'the attorney code, e.g. ASB-1234-A56B' },
  },
  AK: { url: 'https://member.alaskabar.org/cvweb/cgi-bin/memberdll.dll/info?wrp=Lawyer_Directory.htm' },
  AZ: { url: 'https://www.azbar.org/for-the-public/find-a-lawyer/' },
  AR: { url: 'https://www.arcourts.gov/administration/professional-programs/attorney-search' },
  CA: {
    url: 'https://apps.calbar.ca.gov/attorney/LicenseeSearch/QuickSearch',
    byNumber: (number) => `https://apps.calbar.ca.gov/attorney/Licensee/Detail/${encodeURIComponent(number)}`,
  },
  CO: { url: 'https://www.coloradolegalregulation.com/attorney-search/' },
  CT: { url: 'https://www.jud.ct.gov/attorneyfirminquiry/AttorneyFirmInquiry.aspx' },
  DE: { url: 'https://courts.delaware.gov/odc/attorneysearch.aspx' },
  DC: { url: 'https://www.dcbar.org/for-the-public/find-a-member' },
  FL: {
    url: 'https://www.floridabar.org/directories/find-mbr/',
    byNumber: (number) => `https://www.floridabar.org/directories/find-mbr/profile/?num=${encodeURIComponent(number)}`,
  },
  GA: { url: 'https://www.gabar.org/member-directory/' },
  HI: { url: 'https://hsba.org/HSBA_2020/For_the_Public/Find_a_Lawyer/HSBA_2020/Public/Find_a_Lawyer.aspx' },
  ID: { url: 'https://isb.idaho.gov/licensing-mcle/attorney-roster-search/' },
  IL: { url: 'https://www.iardc.org/Lawyer/Search' },
  // Indiana attorney numbers carry a two-digit county suffix, e.g. 12345-49.
  IN: {
    url: 'https://courtapps.in.gov/rollofattorneys',
    rule: { pattern: /^\d{1,6}(-\d{2})?$/, hint: 'digits, optionally with the county suffix, e.g. 12345-49' },
  },
  // Iowa numbers start with AT, e.g. AT0012345.
  IA: {
    url: 'https://www.iacourtcommissions.org/icc/SearchLawyer.do',
    rule: { pattern: /^(AT)?\d{4,8}$/, hint: 'AT followed by digits, e.g. AT0012345' },
  },
  KS: { url: 'https://directory-kard.kscourts.org/' },
  KY: { url: 'https://www.kybar.org/search/custom.asp?id=2947' },
  LA: { url: 'https://www.lsba.org/Public/MembershipDirectory.aspx' },
  ME: { url: 'https://www.mebaroverseers.org/attorney_services/attorney_search.html' },
  MD: { url: 'https://www.mdcourts.gov/attysearch' },
  MA: { url: 'https://www.massbbo.org/s/attorney-lookup' },
  // Michigan P-numbers, e.g. P12345.
  MI: { url: 'https://www.michbar.org/memberdirectory/home', rule: { pattern: /^P?\d{4,6}$/, hint: 'the P-number, e.g. P12345' } },
  MN: { url: 'https://mars.courts.state.mn.us/' },
  MS: { url: 'https://www.msbar.org/lawyer-directory/' },
  MO: { url: 'https://mobar.org/site/content/For-the-Public/Lawyer_Directory.aspx' },
  MT: { url: 'https://www.montanabar.org/Find-a-Lawyer' },
  NE: { url: 'https://www.nebar.com/search/custom.asp?id=2040' },
  NV: { url: 'https://nvbar.org/for-the-public/find-a-lawyer/' },
  NH: { url: 'https://www.nhbar.org/lawyer-referral-service/find-a-lawyer/' },
  NJ: { url: 'https://www.njcourts.gov/attorneys/attorney-index' },
  NM: { url: 'https://www.sbnm.org/For-Public/I-Need-a-Lawyer/Online-Bar-Directory' },
  NY: { url: 'https://iapps.courts.state.ny.us/attorneyservices/search' },
  NC: { url: 'https://www.ncbar.gov/member-directory/' },
  ND: { url: 'https://www.ndcourts.gov/lawyers' },
  OH: { url: 'https://www.supremecourt.ohio.gov/AttorneySearch/' },
  OK: { url: 'https://www.okbar.org/freelegalanswers/findalawyer/' },
  OR: { url: 'https://www.osbar.org/members/membersearch_start.asp' },
  PA: { url: 'https://www.padisciplinaryboard.org/for-the-public/find-attorney' },
  RI: { url: 'https://www.courts.ri.gov/AttorneyResources/Pages/Attorney-Search.aspx' },
  SC: { url: 'https://www.scbar.org/public/get-legal-help/find-lawyer-or-mediator/' },
  SD: { url: 'https://www.statebarofsouthdakota.com/find-a-lawyer' },
  TN: { url: 'https://www.tbpr.org/attorneys' },
  TX: { url: 'https://www.texasbar.com/AM/Template.cfm?Section=Find_A_Lawyer' },
  UT: { url: 'https://services.utahbar.org/Member-Directory' },
  VT: { url: 'https://www.vermontjudiciary.org/attorneys/attorney-licensing' },
  VA: { url: 'https://www.vsb.org/Site/Site/lawyers/attorney-search.aspx' },
  WA: { url: 'https://www.mywsba.org/PersonifyEbusiness/LegalDirectory.aspx' },
  WV: { url: 'https://mywvbar.org/members/directory/search_bootstrap.php' },
  WI: { url: 'https://www.wisbar.org/Directories/Pages/Lawyer-Directory.aspx' },
  // Wyoming numbers are written with a dash after the first digit, e.g. 6-1234.
  WY: {
    url: 'https://www.wyomingbar.org/for-the-public/hire-a-lawyer/membership-directory/',
    rule: { pattern: /^\d{1,2}-?\d{3,5}$/, hint: 'digits, e.g. 6-1234' },
  },
};

/** Spaces dropped and letters upper-cased, as the bars print them. */
export const normaliseBarNumber = (barNumber: string) => barNumber.replace(/\s+/g, '').toUpperCase();

export function barNumberRule(state: string): BarNumberRule {
  return BAR_LOOKUPS[state as UsStateCode]?.rule ?? DIGITS_ONLY;
}

/** Null when the number fits the state's format; otherwise the message for the bar_number field. */
export function barNumberProblem(state: string, barNumber: string): string | null {
  const rule = barNumberRule(state);
  if (rule.pattern.test(normaliseBarNumber(barNumber))) return null;
  return `A ${usStateName(state)} bar number is ${rule.hint}.`;
}

/** Where staff check a bar admission: the attorney's own page when the state has one, else the state's search. */
export function barLookupUrl(state: string, barNumber: string): string | null {
  const lookup = BAR_LOOKUPS[state as UsStateCode];
  if (!lookup) return null;
  return lookup.byNumber ? lookup.byNumber(normaliseBarNumber(barNumber)) : lookup.url;
}

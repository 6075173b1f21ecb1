/** The fixed list of US practice areas, shared by customization, listings and the valuation multiples. */
export const PRACTICE_AREAS = [
  { key: 'personal_injury', label: 'Personal Injury' },
  { key: 'corporate', label: 'Corporate & Business' },
  { key: 'estate_planning', label: 'Estate Planning, Wills & Trusts' },
  { key: 'immigration', label: 'Immigration' },
  { key: 'family', label: 'Family & Divorce' },
  { key: 'criminal', label: 'Criminal Defense' },
  { key: 'real_estate', label: 'Real Estate' },
  { key: 'employment', label: 'Employment & Labor' },
  { key: 'workers_compensation', label: "Workers' Compensation" },
  { key: 'bankruptcy', label: 'Bankruptcy & Debt' },
  { key: 'tax', label: 'Tax' },
  { key: 'intellectual_property', label: 'Intellectual Property' },
  { key: 'medical_malpractice', label: 'Medical Malpractice' },
  { key: 'civil_litigation', label: 'Civil Litigation' },
  { key: 'insurance_defense', label: 'Insurance Defense' },
  { key: 'elder_law', label: 'Elder Law' },
  { key: 'probate', label: 'Probate & Estate Administration' },
  { key: 'social_security_disability', label: 'Social Security Disability' },
  { key: 'dui_dwi', label: 'DUI / DWI' },
  { key: 'traffic', label: 'Traffic' },
  { key: 'construction', label: 'Construction' },
  { key: 'environmental', label: 'Environmental' },
  { key: 'healthcare', label: 'Health Care' },
  { key: 'securities', label: 'Securities' },
  { key: 'mergers_acquisitions', label: 'Mergers & Acquisitions' },
  { key: 'landlord_tenant', label: 'Landlord & Tenant' },
  { key: 'consumer_protection', label: 'Consumer Protection' },
  { key: 'civil_rights', label: 'Civil Rights' },
  { key: 'government', label: 'Government & Administrative' },
  { key: 'general_practice', label: 'General Practice' },
] as const;

export type PracticeAreaKey = (typeof PRACTICE_AREAS)[number]['key'];
export const PRACTICE_AREA_KEYS = PRACTICE_AREAS.map((area) => area.key) as [PracticeAreaKey, ...PracticeAreaKey[]];

export function practiceAreaLabel(key: string): string {
  return PRACTICE_AREAS.find((area) => area.key === key)?.label ?? key;
}

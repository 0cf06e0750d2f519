import type { SandboxLanguage } from './language';

export interface Choice {
  value: string;
  label: string;
}

/** Codes CLDR names that are not countries: groupings and exceptional reservations. */
const NOT_COUNTRIES = new Set(['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'TA', 'UN']);

/** ISO 3166-1 alpha-2 codes that name a country or territory, plus Kosovo's customary XK. */
function regionCodes(): string[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const codes: string[] = [];
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      const reserved =
        code === 'AA' ||
        code === 'ZZ' ||
        (first === 'X' && code !== 'XK') ||
        (first === 'Q' && second >= 'M');
      // A withdrawn code (DD, YU, ...) canonicalises to its successor: the successor is listed.
      const withdrawn = Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`;
      if (reserved || withdrawn || NOT_COUNTRIES.has(code)) continue;
      if (names.of(code) !== undefined) codes.push(code);
    }
  }
  return codes;
}

const REGION_CODES = regionCodes();

/** Every country, named in the applicant's language by the platform's CLDR data, sorted by name. */
export function countryChoices(language: SandboxLanguage): Choice[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return REGION_CODES.map((value) => ({ value, label: names.of(value) ?? value })).sort((a, b) =>
    a.label.localeCompare(b.label, language),
  );
}

const POSITIONS: readonly [string, string, string][] = [
  ['WORKER', 'Worker', 'Operario'],
  ['SKILLED_WORKER', 'Skilled worker', 'Oficial o técnico de oficio'],
  ['OFFICE_EMPLOYEE', 'Office employee', 'Administrativo'],
  ['SALES_REPRESENTATIVE', 'Sales representative', 'Comercial'],
  ['TECHNICIAN', 'Technician', 'Técnico'],
  ['SUPERVISOR', 'Supervisor', 'Encargado'],
  ['MIDDLE_MANAGER', 'Middle manager', 'Mando intermedio'],
  ['SENIOR_MANAGER', 'Senior manager', 'Directivo'],
  ['CIVIL_SERVANT', 'Civil servant', 'Funcionario'],
  ['BUSINESS_OWNER', 'Business owner', 'Empresario'],
  ['OTHER', 'Other', 'Otro'],
];

/** The positions an applicant can hold, in the applicant's language. */
export function positionChoices(language: SandboxLanguage): Choice[] {
  return POSITIONS.map(([value, en, es]) => ({ value, label: language === 'es' ? es : en }));
}

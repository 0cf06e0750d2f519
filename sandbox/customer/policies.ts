export interface Policy {
  id: string;
  type: 'GENERAL' | 'MARKETING';
  required: boolean;
  version: string;
  url: string;
}

export interface PolicyText {
  id: string;
  type: Policy['type'];
  required: boolean;
  version: string;
  title: string;
  body: string;
}

export const policyTexts: readonly PolicyText[] = [
  {
    id: 'privacy-policy',
    type: 'GENERAL',
    required: true,
    version: '2025-01',
    title: 'Privacy policy (sandbox)',
    body: 'Placeholder privacy policy of the sandbox. Data entered here stays in the local sandbox database.',
  },
  {
    id: 'terms-and-conditions',
    type: 'GENERAL',
    required: true,
    version: '2025-01',
    title: 'Terms and conditions (sandbox)',
    body: 'Placeholder terms of the sandbox. No loan is granted.',
  },
  {
    id: 'marketing',
    type: 'MARKETING',
    required: false,
    version: '2025-01',
    title: 'Marketing consent (sandbox)',
    body: 'Placeholder marketing consent: offers by e-mail and SMS. Optional.',
  },
];

/** Absolute URLs, so the links work from a front end served on another origin too. */
export function policiesFor(origin: string): Policy[] {
  return policyTexts.map(({ id, type, required, version }) => ({
    id,
    type,
    required,
    version,
    url: `${origin}/sandbox/policy/${id}`,
  }));
}

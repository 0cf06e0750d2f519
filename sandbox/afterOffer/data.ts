/**
 * Reference data the after-offer calls answer with: vehicle makes and models, partner logos and
 * the consent texts each consent screen asks for. Fixed data, like a partner's catalogue.
 */

export interface VehicleMake {
  id: string;
  name: string;
  models: { id: string; name: string }[];
}

const make = (name: string, models: string[]): VehicleMake => ({
  id: slug(name),
  name,
  models: models.map((model) => ({ id: slug(model), name: model })),
});

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const vehicleMakes: readonly VehicleMake[] = [
  make('Audi', ['A1', 'A3', 'A4', 'Q3', 'Q5']),
  make('BMW', ['Serie 1', 'Serie 3', 'X1', 'X3']),
  make('Citroën', ['C3', 'C4', 'Berlingo']),
  make('Dacia', ['Sandero', 'Duster', 'Logan']),
  make('Fiat', ['500', 'Panda', 'Tipo']),
  make('Ford', ['Fiesta', 'Focus', 'Kuga', 'Puma']),
  make('Hyundai', ['i10', 'i20', 'i30', 'Tucson']),
  make('Kia', ['Picanto', 'Rio', 'Ceed', 'Sportage']),
  make('Mercedes-Benz', ['Clase A', 'Clase C', 'GLA']),
  make('Nissan', ['Micra', 'Juke', 'Qashqai']),
  make('Opel', ['Corsa', 'Astra', 'Mokka']),
  make('Peugeot', ['208', '308', '2008', '3008']),
  make('Renault', ['Clio', 'Mégane', 'Captur']),
  make('Seat', ['Ibiza', 'León', 'Arona', 'Ateca']),
  make('Skoda', ['Fabia', 'Octavia', 'Kamiq']),
  make('Toyota', ['Yaris', 'Corolla', 'C-HR', 'RAV4']),
  make('Volkswagen', ['Polo', 'Golf', 'T-Roc', 'Tiguan']),
];

/** Logos are served by the sandbox (`/sandbox/logos/{id}.svg`), so the funnel's CSP allows them. */
export const partnerLogos = [
  { id: 'smava', name: 'smava (sandbox)', color: '#0a6e4f' },
  { id: 'instantor', name: 'Instantor (sandbox)', color: '#3b2a8f' },
  { id: 'tink', name: 'Tink (sandbox)', color: '#111111' },
  { id: 'paylands', name: 'Paylands (sandbox)', color: '#e4572e' },
  { id: 'wenance', name: 'Wenance (sandbox)', color: '#5b2b82' },
  { id: 'advanzia', name: 'Advanzia Bank (sandbox)', color: '#003c71' },
  { id: 'tfbank', name: 'TF Bank (sandbox)', color: '#00843d' },
] as const;

export function logoSvg(id: string): string | undefined {
  const logo = partnerLogos.find((candidate) => candidate.id === id);
  if (!logo) return undefined;
  const label = logo.name.replace(' (sandbox)', '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48" role="img" aria-label="${label}">
<rect width="160" height="48" rx="8" fill="${logo.color}"/>
<text x="80" y="30" font-family="system-ui, sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${label}</text>
</svg>`;
}

export type ConsentSet = 'policy' | 'dynamic' | 'advanzia' | 'tfbank';
export type Language = 'en' | 'es';

export interface ConsentDefinition {
  id: string;
  /** `accept`: a box to tick. `yesNo`: an explicit answer either way. */
  kind: 'accept' | 'yesNo';
  required: boolean;
  version: string;
  text: Record<Language, string>;
}

const accept = (id: string, required: boolean, en: string, es: string): ConsentDefinition => ({
  id,
  kind: 'accept',
  required,
  version: '2025-01',
  text: { en, es },
});
const yesNo = (id: string, en: string, es: string): ConsentDefinition => ({
  id,
  kind: 'yesNo',
  required: true,
  version: '2025-01',
  text: { en, es },
});

/** The consents behind each consent screen, and the partner that asks for them. */
export const consentSets: Record<ConsentSet, { partner?: string; consents: ConsentDefinition[] }> =
  {
    policy: {
      consents: [
        accept(
          'offer-terms',
          true,
          'I have read the pre-contract information of the offer and accept its terms.',
          'He leído la información precontractual de la oferta y acepto sus condiciones.',
        ),
        accept(
          'data-sharing',
          true,
          'I agree that my application is shared with the lender that made the offer.',
          'Acepto que mi solicitud se comparta con el prestamista que hizo la oferta.',
        ),
        accept(
          'partner-marketing',
          false,
          'Send me offers of partner lenders by email and SMS.',
          'Enviadme ofertas de prestamistas asociados por correo y SMS.',
        ),
      ],
    },
    dynamic: {
      consents: [
        accept(
          'credit-check',
          true,
          'I authorise the lender to check my credit file.',
          'Autorizo al prestamista a consultar mi historial crediticio.',
        ),
        yesNo(
          'insurance',
          'Do you want payment protection insurance with the loan?',
          '¿Quieres un seguro de protección de pagos con el préstamo?',
        ),
        accept(
          'electronic-signature',
          true,
          'I agree to sign the contract electronically.',
          'Acepto firmar el contrato de forma electrónica.',
        ),
      ],
    },
    advanzia: {
      partner: 'Advanzia Bank (sandbox)',
      consents: [
        accept(
          'advanzia-terms',
          true,
          'I accept the terms of the Advanzia credit card.',
          'Acepto las condiciones de la tarjeta de crédito de Advanzia.',
        ),
        accept(
          'advanzia-secci',
          true,
          'I have received the standard European consumer credit information (SECCI).',
          'He recibido la información normalizada europea sobre el crédito al consumo (INE).',
        ),
        accept(
          'advanzia-marketing',
          false,
          'Advanzia may send me news about its products.',
          'Advanzia puede enviarme novedades sobre sus productos.',
        ),
      ],
    },
    tfbank: {
      partner: 'TF Bank (sandbox)',
      consents: [
        accept(
          'tfbank-terms',
          true,
          'I accept the general terms of TF Bank.',
          'Acepto las condiciones generales de TF Bank.',
        ),
        accept(
          'tfbank-privacy',
          true,
          'I have read how TF Bank processes my personal data.',
          'He leído cómo trata TF Bank mis datos personales.',
        ),
        yesNo(
          'tfbank-pep',
          'Are you, or a close relative of yours, a politically exposed person?',
          '¿Eres tú, o un familiar cercano, una persona con responsabilidad pública?',
        ),
      ],
    },
  };

/** Made-up companies for the employer look-up; their tax codes pass the real checksums. */
export interface Company {
  name: string;
  taxRegistryCode: string;
  postalCode: string;
  province: string;
  city: string;
  street: string;
  houseNumber: string;
}

const COMPANIES: readonly Company[] = [
  {
    name: 'Sandbox Logística S.L.',
    taxRegistryCode: 'B12345674',
    postalCode: '28013',
    province: 'Madrid',
    city: 'Madrid',
    street: 'Calle del Ejemplo',
    houseNumber: '1',
  },
  {
    name: 'Sandbox Retail S.A.',
    taxRegistryCode: 'A23456783',
    postalCode: '08001',
    province: 'Barcelona',
    city: 'Barcelona',
    street: 'Carrer de Prova',
    houseNumber: '22',
  },
  {
    name: 'Panadería Ejemplo S.L.',
    taxRegistryCode: 'B76543214',
    postalCode: '41001',
    province: 'Sevilla',
    city: 'Sevilla',
    street: 'Calle Muestra',
    houseNumber: '5',
  },
  {
    name: 'Ejemplo Consultores S.L.',
    taxRegistryCode: 'B87654323',
    postalCode: '46001',
    province: 'Valencia',
    city: 'València',
    street: 'Avinguda Demo',
    houseNumber: '14',
  },
  {
    name: 'Demo Transportes S.A.',
    taxRegistryCode: 'A24680241',
    postalCode: '48001',
    province: 'Bizkaia',
    city: 'Bilbao',
    street: 'Kalea Adibidea',
    houseNumber: '3',
  },
  {
    name: 'Muestra Hostelería S.L.',
    taxRegistryCode: 'B13579131',
    postalCode: '29001',
    province: 'Málaga',
    city: 'Málaga',
    street: 'Calle Ficticia',
    houseNumber: '8',
  },
  {
    name: 'Sandbox Salud S.L.',
    taxRegistryCode: 'B99887762',
    postalCode: '28013',
    province: 'Madrid',
    city: 'Madrid',
    street: 'Plaza de Prueba',
    houseNumber: '2',
  },
  {
    name: 'Ejemplo Construcciones S.L.',
    taxRegistryCode: 'B55443329',
    postalCode: '08001',
    province: 'Barcelona',
    city: 'Barcelona',
    street: 'Carrer Fictici',
    houseNumber: '40',
  },
  {
    name: 'Sandbox Comercial México S.A. de C.V.',
    taxRegistryCode: 'SCM010101AB1',
    postalCode: '06700',
    province: 'Ciudad de México',
    city: 'Ciudad de México',
    street: 'Calle Ejemplo',
    houseNumber: '100',
  },
  {
    name: 'Sandbox Outsourcing Philippines Inc.',
    taxRegistryCode: '123456789000',
    postalCode: '1000',
    province: 'Metro Manila',
    city: 'Manila',
    street: 'Sample Street',
    houseNumber: '12',
  },
];

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Companies whose name contains the text (ignoring case and accents), at most `limit`. */
export function companiesMatching(text: string, limit = 8): Company[] {
  const wanted = plain(text.trim());
  if (wanted.length < 2) return [];
  return COMPANIES.filter((company) => plain(company.name).includes(wanted)).slice(0, limit);
}

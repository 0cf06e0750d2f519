/**
 * Postcodes the sandbox knows: a few real places per market (public data, no personal data), and
 * Spain's rule that a postcode's first two digits number its province.
 */
export interface Place {
  postalCode: string;
  province: string;
  city?: string;
  municipality?: string;
  district?: string;
  suburb?: string;
}

const PLACES: readonly Place[] = [
  {
    postalCode: '28013',
    city: 'Madrid',
    province: 'Madrid',
    municipality: 'Madrid',
    district: 'Centro',
  },
  {
    postalCode: '08001',
    city: 'Barcelona',
    province: 'Barcelona',
    municipality: 'Barcelona',
    district: 'Ciutat Vella',
  },
  {
    postalCode: '41001',
    city: 'Sevilla',
    province: 'Sevilla',
    municipality: 'Sevilla',
    district: 'Casco Antiguo',
  },
  {
    postalCode: '46001',
    city: 'València',
    province: 'Valencia',
    municipality: 'València',
    district: 'Ciutat Vella',
  },
  {
    postalCode: '29001',
    city: 'Málaga',
    province: 'Málaga',
    municipality: 'Málaga',
    district: 'Centro',
  },
  {
    postalCode: '48001',
    city: 'Bilbao',
    province: 'Bizkaia',
    municipality: 'Bilbao',
    district: 'Abando',
  },
  {
    postalCode: '06700',
    city: 'Ciudad de México',
    province: 'Ciudad de México',
    municipality: 'Cuauhtémoc',
    suburb: 'Roma Norte',
  },
  {
    postalCode: '06700',
    city: 'Ciudad de México',
    province: 'Ciudad de México',
    municipality: 'Cuauhtémoc',
    suburb: 'Roma Sur',
  },
  {
    postalCode: '44100',
    city: 'Guadalajara',
    province: 'Jalisco',
    municipality: 'Guadalajara',
    suburb: 'Centro',
  },
  {
    postalCode: '64000',
    city: 'Monterrey',
    province: 'Nuevo León',
    municipality: 'Monterrey',
    suburb: 'Centro',
  },
  { postalCode: '1000', city: 'Manila', province: 'Metro Manila', district: 'Ermita' },
  { postalCode: '6000', city: 'Cebu City', province: 'Cebu' },
  {
    postalCode: '00-001',
    city: 'Warszawa',
    province: 'mazowieckie',
    municipality: 'Warszawa',
    district: 'Śródmieście',
  },
  { postalCode: '30-001', city: 'Kraków', province: 'małopolskie', municipality: 'Kraków' },
  { postalCode: '010011', city: 'București', province: 'București', district: 'Sector 1' },
  { postalCode: '400001', city: 'Cluj-Napoca', province: 'Cluj' },
  { postalCode: '10115', city: 'Berlin', province: 'Berlin', district: 'Mitte' },
  { postalCode: '80331', city: 'München', province: 'Bayern' },
  { postalCode: '110111', city: 'Bogotá', province: 'Bogotá D.C.', district: 'La Candelaria' },
  { postalCode: '100000', city: 'Hà Nội', province: 'Hà Nội' },
];

/** Spain's provinces by the number postcodes start with (01 to 52). */
const SPANISH_PROVINCES = [
  'Araba/Álava',
  'Albacete',
  'Alicante/Alacant',
  'Almería',
  'Ávila',
  'Badajoz',
  'Illes Balears',
  'Barcelona',
  'Burgos',
  'Cáceres',
  'Cádiz',
  'Castellón/Castelló',
  'Ciudad Real',
  'Córdoba',
  'A Coruña',
  'Cuenca',
  'Girona',
  'Granada',
  'Guadalajara',
  'Gipuzkoa',
  'Huelva',
  'Huesca',
  'Jaén',
  'León',
  'Lleida',
  'La Rioja',
  'Lugo',
  'Madrid',
  'Málaga',
  'Murcia',
  'Navarra',
  'Ourense',
  'Asturias',
  'Palencia',
  'Las Palmas',
  'Pontevedra',
  'Salamanca',
  'Santa Cruz de Tenerife',
  'Cantabria',
  'Segovia',
  'Sevilla',
  'Soria',
  'Tarragona',
  'Teruel',
  'Toledo',
  'Valencia/València',
  'Valladolid',
  'Bizkaia',
  'Zamora',
  'Zaragoza',
  'Ceuta',
  'Melilla',
];

function normalize(code: string): string {
  return code.trim().toUpperCase().replace(/\s+/g, '');
}

/** Every place with this postcode; for an unlisted Spanish code, its province only. */
export function placesFor(code: string): Place[] {
  const postalCode = normalize(code);
  const listed = PLACES.filter((place) => place.postalCode === postalCode);
  if (listed.length > 0) return listed;
  const province = /^\d{5}$/.test(postalCode)
    ? SPANISH_PROVINCES[Number(postalCode.slice(0, 2)) - 1]
    : undefined;
  return province ? [{ postalCode, province }] : [];
}

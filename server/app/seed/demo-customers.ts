import type { DemoWorkshopCode } from './demo-users.ts';

// Pure data, deterministic, so tests and people trying the demo can look customers up by plate.

export interface DemoCustomer {
  name: string;
  licensePlate: string;
  mobile: string;
  email: string | null;
  brand: string;
  model: string;
}

const NAMES: Record<DemoWorkshopCode, readonly string[]> = {
  MI01: [
    'Giovanni Rossi',
    'Francesca Colombo',
    'Alessandro Ferrari',
    'Chiara Ricci',
    'Matteo Fontana',
    'Valentina Gallo',
    'Lorenzo Conti',
    'Martina Bruno',
    'Andrea Mancini',
    'Federica Lombardi',
    'Stefano Barbieri',
    'Silvia Rinaldi',
    'Roberto Caruso',
    'Paola Villa',
    'Simone Longo',
    'Laura Martini',
    'Fabio Leone',
  ],
  RM01: [
    'Antonio Esposito',
    'Giuseppina De Luca',
    'Francesco Romano',
    'Anna Marchetti',
    'Riccardo Serra',
    'Elisa Pellegrini',
    'Tommaso Fabbri',
    'Beatrice Sala',
    'Daniele Testa',
    'Ilaria Santoro',
    'Massimo Grasso',
    'Claudia Mariani',
    'Emanuele Ferraro',
    'Roberta Bianco',
    'Nicola Cattaneo',
    'Giorgia Parisi',
    'Pietro D’Angelo',
  ],
};

const VEHICLES: readonly [string, string][] = [
  ['Fiat', 'Panda'],
  ['Volkswagen', 'Golf'],
  ['Toyota', 'Yaris'],
  ['Jeep', 'Renegade'],
  ['Peugeot', '208'],
  ['Alfa Romeo', 'Giulia'],
  ['Renault', 'Clio'],
  ['Ford', 'Puma'],
  ['Fiat', '500'],
  ['Audi', 'A3'],
  ['Opel', 'Corsa'],
  ['Citroën', 'C3'],
  ['Lancia', 'Ypsilon'],
  ['Toyota', 'C-HR'],
  ['Volkswagen', 'T-Roc'],
  ['Peugeot', '3008'],
  ['Fiat', 'Tipo'],
];

// Italian plates use neither I, O, Q nor U.
const LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';

function plate(seed: number): string {
  // A multiplicative hash spreads neighbouring seeds over unrelated-looking plates.
  let h = Math.imul(seed, 2654435761) >>> 0;
  const take = (n: number) => {
    const value = h % n;
    h = Math.floor(h / n);
    return value;
  };
  const letter = () => LETTERS[take(LETTERS.length)];
  const head = `${letter()}${letter()}`;
  const digits = String(take(1000)).padStart(3, '0');
  return `${head}${digits}${letter()}${letter()}`;
}

/** The demo customers of one workshop, in the order the appointment seed uses them. */
export function demoCustomers(code: DemoWorkshopCode): DemoCustomer[] {
  const offset = code === 'MI01' ? 0 : 40;
  return NAMES[code].map((name, index) => {
    const [brand, model] = VEHICLES[index % VEHICLES.length]!;
    const seed = offset + index + 1;
    const [first = '', last = ''] = name.toLowerCase().replace(/[’']/g, '').split(' ');
    return {
      name,
      licensePlate: plate(seed),
      mobile: `+393${String(20 + (seed % 70)).padStart(2, '0')}${String(1_000_000 + seed * 7919).slice(-7)}`,
      email: index % 3 === 0 ? null : `${first}.${last}@example.it`,
      brand,
      model,
    };
  });
}

import type { Transaction } from '../../core/db/client.ts';
import { news, rejectReasons, smsSenders, vehicleBrands, vehicleModels } from '../../core/db/schema/index.ts';

/** Catalogue rows shared by every workshop, keyed by name for the rest of the seed. */
export interface DemoCatalog {
  brandIDs: Map<string, string>;
  rejectReasonIDs: Map<string, string>;
  smsSenderIDs: Map<string, string>;
}

const BRANDS: readonly { name: string; aliases?: string; models: readonly string[] }[] = [
  { name: 'Fiat', models: ['Panda', '500', 'Tipo', '500X', 'Doblò'] },
  { name: 'Alfa Romeo', aliases: 'Alfa', models: ['Giulia', 'Stelvio', 'Tonale', 'Junior'] },
  { name: 'Lancia', models: ['Ypsilon'] },
  { name: 'Jeep', models: ['Renegade', 'Compass', 'Avenger'] },
  { name: 'Peugeot', models: ['208', '2008', '308', '3008'] },
  { name: 'Citroën', aliases: 'Citroen', models: ['C3', 'C4', 'C5 Aircross'] },
  { name: 'Opel', models: ['Corsa', 'Astra', 'Mokka'] },
  { name: 'Volkswagen', aliases: 'VW', models: ['Golf', 'Polo', 'T-Roc', 'Tiguan'] },
  { name: 'Audi', models: ['A3', 'A4', 'Q3'] },
  { name: 'Toyota', models: ['Yaris', 'Yaris Cross', 'C-HR', 'RAV4'] },
  { name: 'Renault', models: ['Clio', 'Captur', 'Mégane'] },
  { name: 'Ford', models: ['Fiesta', 'Puma', 'Kuga', 'Focus'] },
];

export const DEMO_REJECT_REASONS = [
  'Cliente ha rinunciato',
  'Ricambi non disponibili',
  'Preventivo non accettato',
  'Tempi di attesa troppo lunghi',
  'Veicolo non idoneo al servizio',
] as const;

const SMS_SENDERS = ['Turno', 'TurnoMilano', 'TurnoRoma'] as const;

export async function seedCatalog(tx: Transaction, now: Date): Promise<DemoCatalog> {
  const brands = await tx
    .insert(vehicleBrands)
    .values(
      BRANDS.map((brand, index) => ({ name: brand.name, aliases: brand.aliases ?? '', position: index + 1 })),
    )
    .returning({ id: vehicleBrands.vehicleBrandID, name: vehicleBrands.name });
  const brandIDs = new Map(brands.map((b) => [b.name, b.id]));
  await tx
    .insert(vehicleModels)
    .values(
      BRANDS.flatMap((brand) =>
        brand.models.map((name) => ({ name, vehicleBrandID: brandIDs.get(brand.name)! })),
      ),
    );

  const reasons = await tx
    .insert(rejectReasons)
    .values(DEMO_REJECT_REASONS.map((name) => ({ name })))
    .returning({ id: rejectReasons.rejectReasonID, name: rejectReasons.name });

  const senders = await tx
    .insert(smsSenders)
    .values(SMS_SENDERS.map((name) => ({ name })))
    .returning({ id: smsSenders.smsSenderID, name: smsSenders.name });

  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  await tx.insert(news).values([
    {
      title: 'Benvenuti in Turno 1.3',
      description:
        'Code, box e monitor si aggiornano in tempo reale su tutte le postazioni, senza ricaricare.',
      publicationDate: daysAgo(2),
    },
    {
      title: 'Prenotazione dei ritiri',
      description: 'I clienti possono prenotare il ritiro del veicolo pronto dalla pagina di tracciamento.',
      publicationDate: daysAgo(9),
    },
    {
      title: 'Questionario di uscita',
      description: 'Fino a 10 domande per officina, con risposta sì/no o voto da 1 a 10.',
      publicationDate: daysAgo(20),
    },
  ]);

  return {
    brandIDs,
    rejectReasonIDs: new Map(reasons.map((r) => [r.name, r.id])),
    smsSenderIDs: new Map(senders.map((s) => [s.name, s.id])),
  };
}

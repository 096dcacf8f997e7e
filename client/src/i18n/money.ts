import { localeOf } from './languages.ts';

/**
 * Whole euros in the interface language, grouped as a price list reads (Italian leaves four-digit
 * amounts ungrouped by default: 1500 €; here 1.500 €).
 */
export function formatEuro(amount: number, languageTag: string | undefined | null): string {
  return new Intl.NumberFormat(localeOf(languageTag), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
    useGrouping: 'always',
  }).format(amount);
}

import { describe, expect, it } from 'vitest';
import { parseForm } from '../../../../shared/validation/form-errors.ts';
import { newsFormSchema } from '../admin-lists/news-form.ts';
import { bookingFormSchema } from './booking-form.ts';

const booking = {
  licensePlate: 'AB123CD',
  name: 'Mario Rossi',
  mobile: '3331234567',
  vehicleBrandID: '1',
  vehicleModel: 'Panda',
  bookingDate: '2026-11-21',
  bookingTime: '09:30',
  queueID: '',
  description: '',
};

const errorOn = (result: ReturnType<typeof parseForm>, field: string) =>
  result.ok ? undefined : result.errors.find((error) => error.field === field)?.code;

describe('the booking form', () => {
  it('takes the date picker’s day and a 24-hour time', () => {
    expect(parseForm(bookingFormSchema, booking).ok).toBe(true);
    expect(parseForm(bookingFormSchema, { ...booking, bookingTime: '23:59' }).ok).toBe(true);
  });

  it('asks for a day while the picker holds none or only part of one', () => {
    expect(errorOn(parseForm(bookingFormSchema, { ...booking, bookingDate: '' }), 'bookingDate')).toBe(
      'validation.required',
    );
    expect(
      errorOn(parseForm(bookingFormSchema, { ...booking, bookingDate: '2026-02-30' }), 'bookingDate'),
    ).toBe('validation.required');
  });

  it('refuses a 12-hour or impossible time', () => {
    for (const bookingTime of ['9:30', '24:00', '09:60', '9.30 PM']) {
      expect(errorOn(parseForm(bookingFormSchema, { ...booking, bookingTime }), 'bookingTime')).toBe(
        'validation.required',
      );
    }
  });
});

describe('the news form', () => {
  const news = { title: 'Nuovo orario', description: 'Dal lunedì', publicationDate: '2099-12-24' };

  it('takes the picked publication day', () => {
    expect(parseForm(newsFormSchema, news).ok).toBe(true);
  });

  it('asks for a day when none is picked, and refuses one that is not real', () => {
    expect(errorOn(parseForm(newsFormSchema, { ...news, publicationDate: '' }), 'publicationDate')).toBe(
      'validation.required',
    );
    expect(
      errorOn(parseForm(newsFormSchema, { ...news, publicationDate: '2026-02-31' }), 'publicationDate'),
    ).toBe('validation.invalid');
  });
});

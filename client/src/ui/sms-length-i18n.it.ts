export const smsLengthIt = {
  summary_one: '{{characters}} caratteri · {{encoding}} · {{count}} SMS',
  summary_other: '{{characters}} caratteri · {{encoding}} · {{count}} SMS',
  empty: 'Nessun testo: nessun SMS',
  ucs2Hint: 'Un carattere fuori dall’alfabeto GSM (emoji, ’ tipografico) riduce ogni SMS a 70 caratteri.',
};

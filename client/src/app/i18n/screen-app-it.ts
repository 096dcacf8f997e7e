/** Texts the monitor and the totem share as installed full-screen apps (decision 0025). */
export const screenAppIt = {
  fullscreen: 'Schermo intero',
  wakeLockRefused: 'Questo schermo potrebbe spegnersi da solo',
  qrLabel: 'Codice QR che apre {{url}}',
  monitorQr: 'Inquadra con il telefono per seguire il tuo veicolo',
  receiptQr: 'Inquadra con il telefono per aprire lo stato del tuo veicolo',
};

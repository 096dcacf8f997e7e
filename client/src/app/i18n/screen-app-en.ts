import type { screenAppIt } from './screen-app-it.ts';

export const screenAppEn: typeof screenAppIt = {
  fullscreen: 'Full screen',
  wakeLockRefused: 'This screen may switch itself off',
  qrLabel: 'QR code that opens {{url}}',
  monitorQr: 'Scan with your phone to follow your vehicle',
  receiptQr: 'Scan with your phone to open your vehicle’s status',
};

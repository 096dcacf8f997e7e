import { monitorEn } from '../../features/monitor/i18n.en.ts';
import { monitorIt } from '../../features/monitor/i18n.it.ts';

export const texts = { it: { monitor: monitorIt }, en: { monitor: monitorEn } };

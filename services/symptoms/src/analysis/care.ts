import { CARE_SETTINGS, TIME_WINDOWS, type CareSetting, type TimeWindow, type Urgency } from '@app/contracts';

/** Where to go and how soon for an urgency an external provider gave without saying so itself. */
const CARE_FOR_URGENCY: Record<Urgency, { careSetting: CareSetting; timeWindow: TimeWindow }> = {
  emergency: { careSetting: 'ambulance', timeWindow: 'now' },
  high: { careSetting: 'emergency_department', timeWindow: 'within_hours' },
  medium: { careSetting: 'doctor', timeWindow: 'within_24h' },
  low: { careSetting: 'self_care', timeWindow: 'self_care' },
};

export function careForUrgency(urgency: Urgency) {
  return CARE_FOR_URGENCY[urgency];
}

/** CARE_SETTINGS and TIME_WINDOWS are listed most urgent first. */
export function moreUrgentSetting(a: CareSetting, b: CareSetting | undefined): CareSetting {
  return b !== undefined && CARE_SETTINGS.indexOf(b) < CARE_SETTINGS.indexOf(a) ? b : a;
}

export function sooner(a: TimeWindow, b: TimeWindow | undefined): TimeWindow {
  return b !== undefined && TIME_WINDOWS.indexOf(b) < TIME_WINDOWS.indexOf(a) ? b : a;
}

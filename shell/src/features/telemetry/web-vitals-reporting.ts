import type { Language, PerformanceMetricInput } from '@app/contracts';
import type { Metric } from 'web-vitals';
import { sendTelemetry } from './send-telemetry';

type WebVitals = Pick<typeof import('web-vitals'), 'onCLS' | 'onFCP' | 'onINP' | 'onLCP' | 'onTTFB'>;

/** Spec §9 "Web vitals warnings": LCP above 2500, CLS above 0.1, INP above 200. */
export const WEB_VITAL_WARNINGS: Partial<Record<Metric['name'], number>> = { LCP: 2500, CLS: 0.1, INP: 200 };

const MAX_DURATION_MS = 3_600_000;

/** performance_metrics keeps whole milliseconds; CLS is a unitless score, kept × 1000. */
function storedValue({ name, value }: Metric): number {
  const scaled = name === 'CLS' ? value * 1000 : value;
  return Math.min(Math.max(Math.round(scaled), 0), MAX_DURATION_MS);
}

function report(metric: Metric, language: Language): void {
  const limit = WEB_VITAL_WARNINGS[metric.name];
  if (limit !== undefined && metric.value > limit) console.warn(`web vital ${metric.name} is ${metric.value}, above ${limit}`);
  const body: PerformanceMetricInput = {
    operation: `web_vitals.${metric.name}`,
    durationMs: storedValue(metric),
    language,
    success: true,
  };
  void sendTelemetry('/performance', body, language);
}

function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/**
 * Spec §7 "A web-vitals module loads lazily": the library is fetched only once the page has loaded,
 * then LCP, CLS, INP, FCP and TTFB are each reported to performance_metrics in the page's language at
 * the time. A failure to load it is logged and ignored.
 */
export function startWebVitalsReporting(
  currentLanguage: () => Language,
  load: () => Promise<WebVitals> = () => import('web-vitals'),
): void {
  afterLoad(() => {
    load().then(
      ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        const send = (metric: Metric) => report(metric, currentLanguage());
        for (const observe of [onLCP, onCLS, onINP, onFCP, onTTFB]) observe(send);
      },
      (error: unknown) => console.warn('web vitals not measured', error),
    );
  });
}

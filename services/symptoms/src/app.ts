import path from 'node:path';
import { symptomsRoutes } from '@app/contracts';
import { createService, type ServiceOptions } from '@app/service-kit';
import { createAnalyzer } from './analysis/analyzer';
import { triageEngine } from './analysis/builtin-engine';
import type { TriageEngine } from './analysis/triage-engine';
import { ConfigurationError, symptomsConfigShape } from './config';
import * as schema from './db/schema';
import { analysisRateLimit } from './http/analysis-rate-limit';
import { loadGuestSecret } from './owner/guest-secret';
import { ownerResolver } from './owner/owner';
import { externalProviderFromConfig, providerConfigProblems } from './providers/external-provider-from-config';
import { analysisRoutes } from './routes/analysis-routes';

export interface SymptomsServiceOptions extends ServiceOptions {
  /** The built-in engine; tests may hand in their own. */
  engine?: TriageEngine;
}

/** Symptom analyses: the built-in engine or an external provider, saved per user or guest. */
export function createSymptomsService({ engine = triageEngine, ...options }: SymptomsServiceOptions = {}) {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const print = options.print ?? ((message: string) => console.error(message));

  return createService({
    ...options,
    name: 'symptoms',
    defaultPort: 4003,
    schema,
    migrationsFolder: path.join(__dirname, '..', 'migrations'),
    // 5000 characters of symptoms in any script fit well within this; 1 MB bodies get 413.
    bodyLimit: '64kb',
    configShape: symptomsConfigShape,
    openapi: { title: 'Vitalia symptoms service', routes: symptomsRoutes },
    routes: (api, ctx) => {
      let secret: string;
      try {
        const problems = providerConfigProblems(ctx.config);
        if (problems.length > 0) throw new ConfigurationError(problems.join('\n  '));
        secret = loadGuestSecret(ctx.config);
      } catch (error) {
        if (!(error instanceof ConfigurationError)) throw error;
        print(`Invalid configuration, refusing to start:\n  ${error.message}`);
        return exit(1);
      }
      analysisRoutes(api, {
        db: () => ctx.db,
        logger: ctx.logger,
        analyzer: createAnalyzer({ engine, external: externalProviderFromConfig(ctx.config, ctx.logger) }),
        owners: ownerResolver(secret),
        rateLimit: analysisRateLimit(ctx.config.ANALYSIS_RATE_LIMIT_PER_MINUTE),
      });
    },
  });
}

import { createSymptomsService } from '../src/app';

function refusal(env: Record<string, string>): string {
  const printed: string[] = [];
  const exit = (code: number): never => {
    throw new Error(`exit ${code}`);
  };
  expect(() =>
    createSymptomsService({ env: { DATA_DIR: 'memory://', LOG_LEVEL: 'silent', ...env }, exit, print: (message) => printed.push(message) }),
  ).toThrow('exit 1');
  return printed.join('\n');
}

describe('the symptoms service configuration', () => {
  it('refuses to start on PostgreSQL without GUEST_COOKIE_SECRET', () => {
    expect(refusal({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/vitalia' })).toMatch(
      /GUEST_COOKIE_SECRET must be set when DATABASE_URL is/,
    );
  });

  it('refuses a webhook provider without the pt URL', () => {
    expect(refusal({ ANALYSIS_PROVIDER: 'webhook', ANALYSIS_WEBHOOK_URL_EN: 'https://hooks.example/en' })).toMatch(
      /ANALYSIS_WEBHOOK_URL_PT/,
    );
  });

  it('refuses an llm provider without LLM_BASE_URL', () => {
    expect(refusal({ ANALYSIS_PROVIDER: 'llm' })).toMatch(/LLM_BASE_URL/);
  });

  it.each([
    ['ANALYSIS_PROVIDER', 'magic'],
    ['ANALYSIS_WEBHOOK_URL_PT', 'ftp://hooks.example/pt'],
    ['ANALYSIS_RATE_LIMIT_PER_MINUTE', 'lots'],
    ['WEBHOOK_TIMEOUT_MS', '-1'],
    ['GUEST_COOKIE_SECRET', 'short'],
  ])('refuses %s=%s, naming it', (variable, value) => {
    expect(refusal({ [variable]: value })).toContain(variable);
  });
});

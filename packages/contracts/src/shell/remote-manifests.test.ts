import { readRemotesConfig } from './remote-manifests';
import { remotesConfigSchema } from './remotes-config';

const files: unknown[] = [
  { remotes: { mf_symptoms: '/mf/symptoms/mf-manifest.json', mf_pro: 'https://cdn.example.org/pro/mf-manifest.json' } },
  { remotes: {} },
  { remotes: { mf_symptoms: '//evil.example/mf-manifest.json' } },
  { remotes: { mf_symptoms: '/mf/symptoms/remoteEntry.js' } },
  { remotes: { mf_unknown: '/mf/unknown/mf-manifest.json' } },
  { remotes: { mf_account: 42 } },
  { remotes: [] },
  {},
  null,
];

describe('readRemotesConfig', () => {
  it('reads where each remote is served from', () => {
    expect(readRemotesConfig(files[0])).toEqual(files[0]);
  });

  it.each(files)('accepts what remotesConfigSchema accepts and refuses what it refuses: %j', (file) => {
    let read = true;
    try {
      readRemotesConfig(file);
    } catch {
      read = false;
    }
    expect(read).toBe(remotesConfigSchema.safeParse(file).success);
  });
});

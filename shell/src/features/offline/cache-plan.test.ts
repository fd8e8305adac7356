import {
  PREFETCHED_PAGES,
  isChangingRemoteFile,
  isHashedAsset,
  isLanguageTexts,
  isPagePath,
  mainScriptOf,
  remoteManifestUrl,
  remotePageFiles,
  urlsToPrefetch,
} from './cache-plan';

const ORIGIN = 'https://vitalia.example';

describe('what the service worker treats as a page', () => {
  it.each(['/', '/pt', '/en/symptom-analysis', '/de/symptomanalyse', '/fr/analyse-partagee/Ab12Cd'])('%s is a page', (path) => {
    expect(isPagePath(path)).toBe(true);
  });

  it.each(['/api/identity/me', '/mf/symptoms/remoteEntry.js', '/s/Ab12Cd', '/remotes.json', '/main.0123abcd.js', '/sw.js'])(
    '%s is not',
    (path) => expect(isPagePath(path)).toBe(false),
  );
});

describe('files', () => {
  it('hashed names never change; remotes.json and a remote’s manifest and entry do', () => {
    expect(isHashedAsset('/mf/symptoms/7675.a953b4c2.js')).toBe(true);
    expect(isHashedAsset('/mf/symptoms/remoteEntry.js')).toBe(false);
    expect(isChangingRemoteFile('/remotes.json')).toBe(true);
    expect(isChangingRemoteFile('/mf/symptoms/mf-manifest.json')).toBe(true);
    expect(isChangingRemoteFile('/mf/symptoms/remoteEntry.js')).toBe(true);
    expect(isChangingRemoteFile('/mf/symptoms/7675.a953b4c2.js')).toBe(false);
  });

  it("tells a language's texts chunk, and which language it is", () => {
    expect(isLanguageTexts('/texts-de-symptoms-ts.42b02631.js')).toBe(true);
    expect(isLanguageTexts('/texts-de-symptoms-ts.42b02631.js', 'de')).toBe(true);
    expect(isLanguageTexts('/texts-de-symptoms-ts.42b02631.js', 'en')).toBe(false);
    expect(isLanguageTexts('/main.3fedf041.js')).toBe(false);
  });

  it('names the shell build by its main script', () => {
    expect(mainScriptOf(['/706.18c61d71.js', '/main.3fedf041.js', '/index.html'])).toBe('/main.3fedf041.js');
  });
});

it('prefetches the spec’s pages, this page and the same-origin files it loaded, never the API or the worker itself', () => {
  const loaded = [
    `${ORIGIN}/main.3fedf041.js`,
    `${ORIGIN}/texts-de-common-ts.a23f9c82.js`,
    `${ORIGIN}/remotes.json`,
    `${ORIGIN}/mf/symptoms/remoteEntry.js`,
    `${ORIGIN}/api/identity/me`,
    `${ORIGIN}/sw.js`,
    'https://cdn.example/font.woff2',
    `${ORIGIN}/main.3fedf041.js`,
  ];
  expect(urlsToPrefetch(ORIGIN, '/de/symptomanalyse', loaded)).toEqual([
    ...PREFETCHED_PAGES,
    '/de/symptomanalyse',
    '/main.3fedf041.js',
    '/texts-de-common-ts.a23f9c82.js',
    '/remotes.json',
    '/mf/symptoms/remoteEntry.js',
  ]);
  expect(PREFETCHED_PAGES).toEqual(['/', '/pt', '/en', '/es']);
});

describe('the symptom page’s remote files', () => {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { name: 'FindCarePage', assets: { js: { sync: ['find.1111aaaa.js'], async: [] } } },
      {
        name: 'SymptomsPage',
        assets: {
          js: {
            sync: ['4815.62886f55.js', '__federation_expose_SymptomsPage.b58c4bc5.js'],
            async: ['7675.a953b4c2.js', 'texts-pt-symptoms-ts.b8f0eb66.js', 'texts-de-symptoms-ts.0a1b2c3d.js'],
          },
        },
      },
    ],
  };

  it('are its entry and the page’s chunks, with the texts of the page language only', () => {
    expect(remotePageFiles(manifest, 'SymptomsPage', 'de')).toEqual([
      'remoteEntry.js',
      '4815.62886f55.js',
      '__federation_expose_SymptomsPage.b58c4bc5.js',
      '7675.a953b4c2.js',
      'texts-de-symptoms-ts.0a1b2c3d.js',
    ]);
  });

  it('are none when the manifest does not read as one', () => {
    expect(remotePageFiles({}, 'SymptomsPage', 'de')).toEqual([]);
    expect(remotePageFiles(null, 'SymptomsPage', 'de')).toEqual([]);
    expect(remotePageFiles(manifest, 'HistoryPage', 'de')).toEqual([]);
  });

  it('come from the manifest remotes.json names', () => {
    expect(remoteManifestUrl({ remotes: { mf_symptoms: '/mf/symptoms/mf-manifest.json' } }, 'mf_symptoms')).toBe(
      '/mf/symptoms/mf-manifest.json',
    );
    expect(remoteManifestUrl({ remotes: {} }, 'mf_symptoms')).toBeUndefined();
    expect(remoteManifestUrl('not json', 'mf_symptoms')).toBeUndefined();
  });
});

// mf-symptoms' public API is this exposes map and nothing else.
module.exports = {
  name: 'mf_symptoms',
  filename: 'remoteEntry.js',
  exposes: {
    './SymptomsPage': './src/exposed/symptoms-page.tsx',
    './FindCarePage': './src/exposed/find-care-page.tsx',
  },
};

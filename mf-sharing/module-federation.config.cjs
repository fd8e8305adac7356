// mf-sharing's public API is this exposes map and nothing else.
module.exports = {
  name: 'mf_sharing',
  filename: 'remoteEntry.js',
  exposes: {
    './SharePanel': './src/exposed/share-panel.tsx',
    './SharedLinks': './src/exposed/shared-links.tsx',
    './ReferralCard': './src/exposed/referral-card.tsx',
    './SharedResultPage': './src/exposed/shared-result-page.tsx',
  },
};

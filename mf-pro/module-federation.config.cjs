// mf-pro's public API is this exposes map and nothing else.
module.exports = {
  name: 'mf_pro',
  filename: 'remoteEntry.js',
  exposes: {
    './ProPage': './src/exposed/pro-page.tsx',
    './ChatPage': './src/exposed/chat-page.tsx',
    './FamilyPage': './src/exposed/family-page.tsx',
  },
};

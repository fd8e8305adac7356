// mf-account's public API is this exposes map and nothing else.
module.exports = {
  name: 'mf_account',
  filename: 'remoteEntry.js',
  exposes: {
    './HistoryPage': './src/exposed/history-page.tsx',
    './ProfilePage': './src/exposed/profile-page.tsx',
    './SettingsPage': './src/exposed/settings-page.tsx',
    './ExamsPage': './src/exposed/exams-page.tsx',
  },
};

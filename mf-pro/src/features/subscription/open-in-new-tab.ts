/**
 * Opens the url `resolve` gives in a new tab (spec §7). The tab is opened at once, during the click, because
 * popup blockers refuse a window opened after an await; it is pointed at the url once the service answers.
 * When no tab could be opened, the url opens here instead. On failure the empty tab is closed again.
 */
export async function openInNewTab(resolve: () => Promise<string>): Promise<'new-tab' | 'same-tab'> {
  const tab = window.open('', '_blank');
  try {
    const url = await resolve();
    if (!tab) {
      window.location.assign(url);
      return 'same-tab';
    }
    // The Stripe page gets no handle back to this one.
    tab.opener = null;
    tab.location.href = url;
    return 'new-tab';
  } catch (error) {
    tab?.close();
    throw error;
  }
}

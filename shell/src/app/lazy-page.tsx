import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@app/contracts';
import type { Namespace } from '@app/i18n';
import { NamespaceTexts } from '@app/ui';
import { RemoteLoading } from '../features/remotes/remote-page';

/**
 * A page whose code loads when it is first shown, so that what only it needs (a signed-in page's schemas, the
 * legal texts) stays off the home and symptom screens. `texts`: the namespaces of the shell the page needs beyond
 * the first screen's, loaded with it in the page's language. The loading state is the remote pages' one.
 */
export function lazyPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  texts: readonly Namespace[] = [],
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyPage(props: Props) {
    const { i18n } = useTranslation();
    const page = (
      <Suspense fallback={<RemoteLoading />}>
        <Loaded {...props} />
      </Suspense>
    );
    const language = i18n.language;
    if (!isLanguage(language)) return page;
    return texts.reduceRight(
      (inner, ns) => (
        <NamespaceTexts ns={ns} language={language} fallback={<RemoteLoading />}>
          {inner}
        </NamespaceTexts>
      ),
      page,
    );
  }
  return LazyPage;
}

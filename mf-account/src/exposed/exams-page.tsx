import type { RemotePageProps } from '@app/contracts';
import { Lead, NamespaceTexts, Page, PageTitle, Stack } from '@app/ui';
import styled from 'styled-components';
import { ExamAnalysisPlans } from '../features/exams/components/exam-analysis-plans';
import { NotifySection } from '../features/exams/components/notify-section';
import { useAccountTranslation } from '../shared/use-account-translation';

const ComingSoon = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

/** Exam analysis (spec §1, §2: in development): what it will do, and a "notify me when it is ready" switch. */
function ExamsPageContent({ language, apiBase }: RemotePageProps) {
  const { t } = useAccountTranslation();
  return (
    <Page data-remote-build={__BUILD_ID__}>
      <ComingSoon>{t('exams.badge')}</ComingSoon>
      <PageTitle>{t('exams.title')}</PageTitle>
      <Lead>{t('exams.lead')}</Lead>
      <Stack $gap={6}>
        <ExamAnalysisPlans />
        <NotifySection language={language} apiBase={apiBase} />
      </Stack>
    </Page>
  );
}

/** The page once this remote's texts are there, in the page's language only. */
export default function ExamsPage(props: RemotePageProps) {
  return (
    <NamespaceTexts ns="account" language={props.language}>
      <ExamsPageContent {...props} />
    </NamespaceTexts>
  );
}

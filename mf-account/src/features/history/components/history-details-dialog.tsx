import type { ReactNode } from 'react';
import type { HistoryItem, Language, SharingSlots, ShareType, SymptomHistoryData } from '@app/contracts';
import { Button, Dialog, Disclaimer, Row, Stack } from '@app/ui';
import styled from 'styled-components';
import { formatDateTime } from '../../../shared/format-date';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { hideInPrint, PRINT_ONLY_OPEN_REPORT } from '../print-styles';
import { HistoryUrgencyBadge } from './history-urgency-badge';
import { PrintButton } from './print-button';
import { StatusBadge } from './status-badge';

/** The dialog's content; printed, it is the report (spec: a one-page report for a clinician). */
const Report = styled(Stack)`
  ${hideInPrint}
  @media print {
    gap: ${({ theme }) => theme.space(3)};
    font-size: 11pt;
  }
`;

const SectionTitle = styled.h3`
  font-size: 1rem;
  margin: 0 0 ${({ theme }) => theme.space(1)};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <SectionTitle>{title}</SectionTitle>
      {children}
    </section>
  );
}

function TextList({ lines }: { lines: string[] }) {
  return (
    <List>
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </List>
  );
}

/** Each cause with the findings that support it, when the saved answer kept them. */
function causeLines(data: SymptomHistoryData, t: ReturnType<typeof useAccountTranslation>['t']): string[] {
  return data.possiveis_causas.map((name) => {
    const evidence = data.report?.causes.find((cause) => cause.name === name)?.evidence ?? [];
    return evidence.length > 0 ? `${name} — ${t('history.details.evidence', { findings: evidence.join(', ') })}` : name;
  });
}

function SymptomDetails({ data }: { data: SymptomHistoryData }) {
  const { t } = useAccountTranslation();
  return (
    <>
      <DetailsSection title={t('history.details.symptoms')}>
        <Text>{data.symptoms_text}</Text>
      </DetailsSection>
      <DetailsSection title={t('history.details.urgency')}>
        <HistoryUrgencyBadge level={data.nivel_urgencia} levelOnly />
      </DetailsSection>
      {data.report && data.report.understood.length > 0 && (
        <DetailsSection title={t('history.details.understood')}>
          <TextList lines={data.report.understood.map((finding) => finding.label)} />
        </DetailsSection>
      )}
      {data.possiveis_causas.length > 0 && (
        <DetailsSection title={t('history.details.causes')}>
          <TextList lines={causeLines(data, t)} />
        </DetailsSection>
      )}
      {data.proximos_passos.length > 0 && (
        <DetailsSection title={t('history.details.nextSteps')}>
          <TextList lines={data.proximos_passos} />
        </DetailsSection>
      )}
      {data.recomendacoes && data.recomendacoes.length > 0 && (
        <DetailsSection title={t('history.details.recommendations')}>
          <TextList lines={data.recomendacoes} />
        </DetailsSection>
      )}
      {data.report && <Text>{t('history.details.engineVersion', { version: data.report.engineVersion })}</Text>}
    </>
  );
}

const SHARE_TYPE: Record<HistoryItem['type'], ShareType> = { symptom: 'history_symptom', exam: 'history_exam' };

interface HistoryDetailsDialogProps {
  item: HistoryItem;
  language: Language;
  /** mf-sharing's widgets from the shell; without them the dialog offers no sharing. */
  sharing?: SharingSlots;
  onClose: () => void;
  /** Asks to delete the item; only analyses can be deleted from here. */
  onDelete: () => void;
}

/**
 * An item's details, with share, print and delete. Printed, only this dialog's report goes on paper: the words,
 * what was understood, urgency, causes with their evidence, next steps, the date and the engine version.
 */
export function HistoryDetailsDialog({ item, language, sharing, onClose, onDelete }: HistoryDetailsDialogProps) {
  const { t } = useAccountTranslation();
  return (
    <Dialog title={item.title} onClose={onClose}>
      {/* A plain element, not a global styled component: it lives and goes with the dialog. */}
      <style>{PRINT_ONLY_OPEN_REPORT}</style>
      <Report data-print-dialog-report>
        <Row>
          <span>{t(`history.type.${item.type}`)}</span>
          <time dateTime={item.date}>{formatDateTime(item.date, language)}</time>
          <StatusBadge status={item.status} />
        </Row>
        {item.type === 'symptom' ? (
          <SymptomDetails data={item.fullData} />
        ) : (
          <DetailsSection title={t('history.details.summary')}>
            <Text>{item.fullData.ai_summary}</Text>
          </DetailsSection>
        )}
        <Disclaimer>{t('history.details.disclaimer')}</Disclaimer>
        <Row data-print-hide>
          <Button type="button" onClick={onClose}>
            {t('history.details.close')}
          </Button>
          <PrintButton />
          {item.type === 'symptom' && (
            <Button type="button" $variant="danger" onClick={onDelete}>
              {t('history.delete.action')}
            </Button>
          )}
        </Row>
        {/* After the buttons, so that the dialog opens with the focus on Close, as without sharing. */}
        {sharing && (
          <div data-print-hide>
            <sharing.SharePanel analysisId={item.id} shareType={SHARE_TYPE[item.type]} />
          </div>
        )}
      </Report>
    </Dialog>
  );
}

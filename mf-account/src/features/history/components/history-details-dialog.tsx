import type { ReactNode } from 'react';
import type { HistoryItem, Language, SymptomHistoryData } from '@app/contracts';
import { Button, Dialog, Disclaimer, Row, Stack, URGENCY_COLORS } from '@app/ui';
import styled from 'styled-components';
import { formatDateTime } from '../../../shared/format-date';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { urgencyFromText } from '../urgency';
import { StatusBadge } from './status-badge';

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

const UrgencyBadge = styled.span<{ $color: string }>`
  display: inline-block;
  padding: 2px 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $color }) => $color};
  color: #14213d;
  font-weight: 700;
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

function SymptomDetails({ data }: { data: SymptomHistoryData }) {
  const { t } = useAccountTranslation();
  const urgency = urgencyFromText(data.nivel_urgencia);
  return (
    <>
      <DetailsSection title={t('history.details.symptoms')}>
        <Text>{data.symptoms_text}</Text>
      </DetailsSection>
      <DetailsSection title={t('history.details.urgency')}>
        <UrgencyBadge $color={URGENCY_COLORS[urgency === 'emergency' ? 'high' : urgency]}>{t(`history.urgency.${urgency}`)}</UrgencyBadge>
      </DetailsSection>
      {data.possiveis_causas.length > 0 && (
        <DetailsSection title={t('history.details.causes')}>
          <TextList lines={data.possiveis_causas} />
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
    </>
  );
}

interface HistoryDetailsDialogProps {
  item: HistoryItem;
  language: Language;
  onClose: () => void;
  /** Asks to delete the item; only analyses can be deleted from here. */
  onDelete: () => void;
}

export function HistoryDetailsDialog({ item, language, onClose, onDelete }: HistoryDetailsDialogProps) {
  const { t } = useAccountTranslation();
  return (
    <Dialog title={item.title} onClose={onClose}>
      <Stack>
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
        <Row>
          <Button type="button" onClick={onClose}>
            {t('history.details.close')}
          </Button>
          {item.type === 'symptom' && (
            <Button type="button" $variant="danger" onClick={onDelete}>
              {t('history.delete.action')}
            </Button>
          )}
        </Row>
      </Stack>
    </Dialog>
  );
}

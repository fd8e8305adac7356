import { Paragraph, ResultSection } from '@app/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Language, UnderstoodFinding } from '@app/contracts';
import { highlightSegments, spansInText, wordsAt } from '../understood-text';

const Findings = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const FindingLabel = styled.span`
  font-weight: 700;
`;

const Words = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const Described = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Caption = styled.figcaption`
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const DescribedText = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  border-radius: 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0;
  /* The person's line breaks are part of what they wrote. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** Not by colour alone: the weight marks the words too, and forced-colours mode keeps its own Mark colours. */
const Highlight = styled.mark`
  background: ${({ theme }) => theme.colors.highlight};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  border-radius: 3px;
  padding: 0 2px;
`;

const Hint = styled(Paragraph)`
  font-size: 0.95rem;
`;

export interface UnderstoodFindingsProps {
  language: Language;
  /** The text exactly as it was analysed: the findings' offsets point into it. */
  analyzedText: string;
  findings: UnderstoodFinding[];
}

/**
 * "What we understood": each finding the engine read, in the person's own words, and their description with
 * those words highlighted, so a misreading shows before anyone acts on the result. Nothing when nothing was read.
 */
export function UnderstoodFindings({ language, analyzedText, findings }: UnderstoodFindingsProps) {
  const { t } = useTranslation('symptoms', { lng: language });
  const captionId = useId();
  if (findings.length === 0) return null;
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
  const quoted = (finding: UnderstoodFinding) =>
    spansInText(analyzedText, finding.spans).map((span) => t('understood.quote', { text: wordsAt(analyzedText, span) }));

  return (
    <ResultSection title={t('understood.title')}>
      <Findings>
        {findings.map((finding, index) => {
          const words = quoted(finding);
          return (
            <li key={`${finding.id}-${index}`}>
              <FindingLabel>{finding.label}</FindingLabel>
              {words.length > 0 && <Words> ({t('understood.yourWords', { words: list.format(words) })})</Words>}
            </li>
          );
        })}
      </Findings>
      {/* Named explicitly: not every accessibility tree names a figure by its caption. */}
      <Described aria-labelledby={captionId}>
        <Caption id={captionId}>{t('understood.caption')}</Caption>
        <DescribedText>
          {highlightSegments(analyzedText, findings).map((segment, index) =>
            segment.marked ? <Highlight key={index}>{segment.text}</Highlight> : segment.text,
          )}
        </DescribedText>
      </Described>
      <Hint data-print-hide>{t('understood.hint')}</Hint>
    </ResultSection>
  );
}

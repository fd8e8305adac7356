import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

interface LegalSection {
  heading: string;
  paragraphs: string[];
}

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const Section = styled.section`
  h3 {
    margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(2)};
    font-size: 1.1rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

/**
 * One legal text of the `legal` namespace ('privacy' or 'terms'), rendered as headed sections.
 * `headingLevel` null leaves the title to the container (a dialog names itself).
 */
export function LegalDocument({ document, headingLevel }: { document: 'privacy' | 'terms'; headingLevel: 'h1' | 'h2' | null }) {
  const { t } = useTranslation('legal');
  const sections = t(`${document}.sections`, { returnObjects: true }) as LegalSection[];
  const Heading = headingLevel;
  return (
    <article aria-labelledby={Heading ? `${document}-title` : undefined}>
      {Heading && <Heading id={`${document}-title`}>{t(`${document}.title`)}</Heading>}
      <Updated>{t(`${document}.lastUpdated`)}</Updated>
      <p>{t(`${document}.intro`)}</p>
      {Array.isArray(sections) &&
        sections.map((section) => (
          <Section key={section.heading}>
            <h3>{section.heading}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Section>
        ))}
    </article>
  );
}

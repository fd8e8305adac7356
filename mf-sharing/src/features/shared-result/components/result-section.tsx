import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const SectionTitle = styled.h2`
  font-size: 1.15rem;
  margin: 0;
`;

export const Paragraph = styled.p`
  margin: 0;
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

/** One titled part of the shared result, named by its heading for screen-reader navigation. */
export function ResultSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {children}
    </Section>
  );
}

interface TextListSectionProps {
  title: string;
  items: string[];
  ordered?: boolean;
  /** The items' language, when it is not the page's. */
  lang?: string;
}

/** A list of texts under a heading; nothing at all when the list is empty. */
export function TextListSection({ title, items, ordered = false, lang }: TextListSectionProps) {
  if (items.length === 0) return null;
  return (
    <ResultSection title={title}>
      <List as={ordered ? 'ol' : 'ul'} lang={lang}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </List>
    </ResultSection>
  );
}

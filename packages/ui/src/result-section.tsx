import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

type HeadingLevel = 'h2' | 'h3';
const HEADING_SIZES: Record<HeadingLevel, string> = { h2: '1.15rem', h3: '1.1rem' };

export const SectionTitle = styled.h3<{ $level?: HeadingLevel }>`
  font-size: ${({ $level = 'h3' }) => HEADING_SIZES[$level]};
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

interface ResultSectionProps {
  title: string;
  /** The heading level within its page: h2 on a page of its own, h3 inside a card. */
  level?: HeadingLevel;
  children: ReactNode;
}

/** One titled part of an analysis result, named by its heading for screen-reader navigation. */
export function ResultSection({ title, level = 'h3', children }: ResultSectionProps) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <SectionTitle as={level} $level={level} id={id}>
        {title}
      </SectionTitle>
      {children}
    </Section>
  );
}

interface TextListSectionProps extends Omit<ResultSectionProps, 'children'> {
  items: string[];
  ordered?: boolean;
  /** The items' language, when it is not the page's. */
  lang?: string;
}

/** A list of texts under a heading; nothing at all when the list is empty. */
export function TextListSection({ items, ordered = false, lang, ...section }: TextListSectionProps) {
  if (items.length === 0) return null;
  return (
    <ResultSection {...section}>
      <List as={ordered ? 'ol' : 'ul'} lang={lang}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </List>
    </ResultSection>
  );
}

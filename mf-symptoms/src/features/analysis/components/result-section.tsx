import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The heading of a card that takes focus when the card appears (tabIndex -1): a ring only for keyboard focus. */
export const CardTitle = styled.h2`
  font-size: 1.5rem;
  margin: 0;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const SectionTitle = styled.h3`
  font-size: 1.1rem;
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

/** One titled part of the result card, named by its heading for screen-reader navigation. */
export function ResultSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {children}
    </Section>
  );
}

/** A list of texts under a heading; nothing at all when the list is empty. */
export function TextListSection({ title, items, ordered = false }: { title: string; items: string[]; ordered?: boolean }) {
  if (items.length === 0) return null;
  return (
    <ResultSection title={title}>
      <List as={ordered ? 'ol' : 'ul'}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </List>
    </ResultSection>
  );
}

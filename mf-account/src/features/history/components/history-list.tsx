import type { HistoryItem, Language } from '@app/contracts';
import { useState } from 'react';
import styled from 'styled-components';
import { HistoryCard } from './history-card';
import { HistoryDetailsDialog } from './history-details-dialog';

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

export function HistoryList({ items, language }: { items: HistoryItem[]; language: Language }) {
  const [selected, setSelected] = useState<HistoryItem | null>(null);
  return (
    <>
      <Cards>
        {items.map((item) => (
          <li key={item.id}>
            <HistoryCard item={item} language={language} onViewDetails={() => setSelected(item)} />
          </li>
        ))}
      </Cards>
      {selected && <HistoryDetailsDialog item={selected} language={language} onClose={() => setSelected(null)} />}
    </>
  );
}

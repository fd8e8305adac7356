import type { HistoryItem, Language, SharingSlots } from '@app/contracts';
import { failureMessage } from '@app/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useAccountTranslation } from '../../../shared/use-account-translation';
import { DeleteAnalysisDialog } from './delete-analysis-dialog';
import { HistoryCard } from './history-card';
import { HistoryDetailsDialog } from './history-details-dialog';

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** The open dialog: an item's details, or the question whether to delete it. */
type Open = { item: HistoryItem; step: 'details' | 'confirm' } | null;

interface HistoryListProps {
  items: HistoryItem[];
  language: Language;
  /** mf-sharing's widgets from the shell: with them, each item can be shared. */
  sharing?: SharingSlots;
  /** Deletes the item and updates the list; rejects when the deletion failed. */
  onDelete: (item: HistoryItem) => Promise<void>;
}

export function HistoryList({ items, language, sharing, onDelete }: HistoryListProps) {
  const { t } = useAccountTranslation();
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(null);
    setError(null);
  };

  async function confirmDeletion(item: HistoryItem) {
    setDeleting(true);
    setError(null);
    try {
      await onDelete(item);
      close();
    } catch (failure) {
      setError(failureMessage(failure, t('history.delete.failed')));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <>
      <Cards>
        {items.map((item) => (
          <li key={item.id}>
            <HistoryCard
              item={item}
              language={language}
              canShare={sharing !== undefined}
              onViewDetails={() => setOpen({ item, step: 'details' })}
            />
          </li>
        ))}
      </Cards>
      {open?.step === 'details' && (
        <HistoryDetailsDialog
          item={open.item}
          language={language}
          sharing={sharing}
          onClose={close}
          onDelete={() => setOpen({ item: open.item, step: 'confirm' })}
        />
      )}
      {open?.step === 'confirm' && (
        <DeleteAnalysisDialog deleting={deleting} error={error} onConfirm={() => void confirmDeletion(open.item)} onCancel={close} />
      )}
    </>
  );
}

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@app/ui/testing';
import { DeleteAnalysisDialog } from './delete-analysis-dialog';

describe('DeleteAnalysisDialog', () => {
  it.each([
    ['pt', 'Excluir esta análise?', /links compartilhados dela deixarão de funcionar/, 'Cancelar'],
    ['en', 'Delete this analysis?', /its shared links will stop working/, 'Cancel'],
    ['es', '¿Eliminar este análisis?', /sus enlaces compartidos dejarán de funcionar/, 'Cancelar'],
    ['de', 'Diese Analyse löschen?', /ihre geteilten Links funktionieren nicht mehr/, 'Abbrechen'],
    ['fr', 'Supprimer cette analyse ?', /ses liens partagés ne fonctionneront plus/, 'Annuler'],
  ] as const)('says what is lost, with the focus on cancel (%s)', async (language, title, text, cancel) => {
    await renderInShell(<DeleteAnalysisDialog deleting={false} error={null} onConfirm={jest.fn()} onCancel={jest.fn()} />, { language });

    expect(screen.getByRole('alertdialog', { name: title })).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: cancel })).toHaveFocus();
  });

  it('cancels on Escape and deletes only from the delete button, reached with the keyboard', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const user = userEvent.setup();
    await renderInShell(<DeleteAnalysisDialog deleting={false} error={null} onConfirm={onConfirm} onCancel={onCancel} />, {
      language: 'en',
    });

    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete analysis' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be cancelled or confirmed again while deleting', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const user = userEvent.setup();
    await renderInShell(<DeleteAnalysisDialog deleting error={null} onConfirm={onConfirm} onCancel={onCancel} />, { language: 'de' });

    expect(screen.getByRole('button', { name: 'Wird gelöscht…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('shows why the last attempt failed', async () => {
    await renderInShell(
      <DeleteAnalysisDialog
        deleting={false}
        error="Die Analyse konnte nicht gelöscht werden."
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
      { language: 'de' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Die Analyse konnte nicht gelöscht werden.');
  });
});

import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, Modal } from '../../ui-kit';

function Opener({ closeOnBackdrop }: { closeOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal
          title="Team details"
          onClose={() => setOpen(false)}
          closeOnBackdrop={closeOnBackdrop}
        >
          <input aria-label="Name" />
          <button type="button">Save</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog and moves focus into it', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Team details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps Tab inside, both ways', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.tab();
    expect(save).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the opener', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click unless told not to, never on a click inside', async () => {
    const { unmount } = render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(document.querySelector('.modal-backdrop')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<Opener closeOnBackdrop={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(document.querySelector('.modal-backdrop')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Escape closes only the top dialog when two are open', async () => {
    const outer = jest.fn();
    const inner = jest.fn();
    render(
      <Modal title="Outer" onClose={outer}>
        <Modal title="Inner" onClose={inner}>
          <p>inside</p>
        </Modal>
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('as a form, submits with Enter', async () => {
    const submit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Modal title="Bet" onClose={() => undefined} onSubmit={submit}>
        <input aria-label="Amount" data-autofocus />
        <button type="submit">Place</button>
      </Modal>,
    );
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog', () => {
  it('focuses the confirm button, confirms, cancels with the button or Escape', async () => {
    const confirm = jest.fn();
    const cancel = jest.fn();
    render(
      <ConfirmDialog
        title="Delete Client"
        confirmLabel="Yes, Delete"
        tone="danger"
        onConfirm={confirm}
        onCancel={cancel}
      >
        <p>Delete Ramesh?</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Client' });
    expect(dialog).toHaveAccessibleDescription('Delete Ramesh?');
    const yes = screen.getByRole('button', { name: 'Yes, Delete' });
    expect(yes).toHaveFocus();
    expect(yes).toHaveClass('btn-danger');
    await userEvent.click(yes);
    expect(confirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(cancel).toHaveBeenCalledTimes(2);
  });

  it('while busy, both buttons are off and the confirm button says so', () => {
    render(
      <ConfirmDialog
        title="Confirm Purchase"
        confirmLabel="Confirm"
        busy
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      >
        <p>Buy?</p>
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogAction } from './dialog.tsx';

/**
 * Two steps of the HTML standard's modal `<dialog>` that every browser the app supports takes and happy-dom leaves
 * out: Escape fires a cancelable `cancel` event at the open modal dialog (closing it unless cancelled), and closing
 * a modal dialog gives the focus back to what had it when it opened.
 */
function emulateModalDialogSteps(): () => void {
  const prototype = HTMLDialogElement.prototype;
  const { showModal, close } = prototype;
  const focusedBefore = new WeakMap<HTMLDialogElement, Element | null>();
  prototype.showModal = function (this: HTMLDialogElement) {
    focusedBefore.set(this, document.activeElement);
    showModal.call(this);
  };
  prototype.close = function (this: HTMLDialogElement, returnValue?: string) {
    const wasOpen = this.open;
    close.call(this, returnValue);
    const previous = focusedBefore.get(this);
    if (wasOpen && previous instanceof HTMLElement) previous.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const dialog = [...document.querySelectorAll('dialog')].findLast((candidate) => candidate.open);
    if (dialog?.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  };
  document.addEventListener('keydown', onKeyDown);
  return () => {
    prototype.showModal = showModal;
    prototype.close = close;
    document.removeEventListener('keydown', onKeyDown);
  };
}

let restoreDialog: () => void;
beforeAll(() => {
  restoreDialog = emulateModalDialogSteps();
});
afterAll(() => restoreDialog());
afterEach(cleanup);

/** A screen that opens a dialog from a button and keeps its open state, as every owner of a Dialog does. */
function Screen({
  actions,
  dismissible = true,
}: {
  actions?: (close: () => void) => DialogAction[];
  dismissible?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open the terms
      </button>
      <Dialog open={open} title="Loan terms" onClose={dismissible ? close : undefined} actions={actions?.(close)}>
        <p>What the loan costs.</p>
      </Dialog>
    </main>
  );
}

const dialogElement = () => document.querySelector('dialog') as HTMLDialogElement;

function openFromButton() {
  const opener = screen.getByRole('button', { name: 'Open the terms' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Dialog', () => {
  it('shows nothing while closed, then opens modal, named by its title, with the focus on the title', () => {
    render(<Screen />);
    expect(dialogElement().open).toBe(false);
    expect(screen.queryByText('What the loan costs.')).toBeNull();

    openFromButton();
    expect(dialogElement().open).toBe(true);
    const title = screen.getByRole('heading', { name: 'Loan terms' });
    expect(dialogElement().getAttribute('aria-labelledby')).toBe(title.id);
    expect(document.activeElement).toBe(title);
    expect(screen.getByText('What the loan costs.')).toBeTruthy();
  });

  it('closes on Escape and gives the focus back to the button that opened it', () => {
    render(<Screen />);
    const opener = openFromButton();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(dialogElement().open).toBe(false);
    expect(screen.queryByText('What the loan costs.')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays open on Escape and on the backdrop when its owner gives no way to close it', () => {
    render(<Screen dismissible={false} />);
    openFromButton();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(dialogElement());
    expect(dialogElement().open).toBe(true);
  });

  it('closes on a tap on the backdrop, not on one inside its content', () => {
    render(<Screen />);
    openFromButton();
    fireEvent.click(screen.getByText('What the loan costs.'));
    expect(dialogElement().open).toBe(true);
    fireEvent.click(dialogElement());
    expect(dialogElement().open).toBe(false);
  });

  it('runs the action tapped: confirm does its work, cancel closes; a disabled action does nothing', () => {
    const confirmed = vi.fn();
    const later = vi.fn();
    render(
      <Screen
        actions={(close) => [
          { key: 'cancel', text: 'Cancel', onClick: close },
          { key: 'later', text: 'Later', onClick: later, disabled: true },
          { key: 'confirm', text: 'Confirm', onClick: confirmed, primary: true },
        ]}
      />,
    );
    const opener = openFromButton();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(confirmed).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(later).not.toHaveBeenCalled();
    expect(dialogElement().open).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialogElement().open).toBe(false);
    expect(confirmed).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });

  it('leaves no open modal behind when its screen goes away while it is open', () => {
    const { unmount } = render(<Screen />);
    openFromButton();
    const dialog = dialogElement();
    unmount();
    expect(dialog.open).toBe(false);
  });
});

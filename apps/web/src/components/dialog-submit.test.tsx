import { act } from 'preact/test-utils';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogAction } from './dialog.tsx';

let container: HTMLElement | undefined;
afterEach(() => {
  container?.remove();
  container = undefined;
});

function shown(actions: DialogAction[]): HTMLDialogElement {
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <Dialog open title="Disable" actions={actions}>
        <label htmlFor="note">Note</label>
        <input id="note" />
      </Dialog>,
    ),
  );
  const dialog = container.querySelector('dialog');
  if (!dialog) throw new Error('no dialog');
  return dialog;
}

/** Enter in a field: the browser's implicit submission through the form's submit button. */
function pressEnterIn(dialog: HTMLDialogElement) {
  const form = dialog.querySelector('form');
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !submit) throw new Error('no form with a submit button');
  act(() => form.requestSubmit(submit));
}

describe('Dialog with a submit action', () => {
  it('is a form whose submit takes that action, once, and no other', () => {
    const cancel = vi.fn();
    const confirm = vi.fn();
    const dialog = shown([
      { key: 'cancel', text: 'Cancel', onClick: cancel },
      { key: 'confirm', text: 'Disable', primary: true, submit: true, onClick: confirm },
    ]);
    expect(dialog.querySelector('form.dialog__body')).not.toBeNull();
    pressEnterIn(dialog);
    expect([confirm.mock.calls.length, cancel.mock.calls.length]).toEqual([1, 0]);
    act(() => dialog.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    expect(confirm).toHaveBeenCalledTimes(2);
    act(() => dialog.querySelector<HTMLButtonElement>('button[type="button"]')?.click());
    expect([confirm.mock.calls.length, cancel.mock.calls.length]).toEqual([2, 1]);
  });

  it('takes nothing while the submit action is disabled', () => {
    const confirm = vi.fn();
    const dialog = shown([{ key: 'confirm', text: 'Disable', submit: true, disabled: true, onClick: confirm }]);
    const submit = dialog.querySelector<HTMLButtonElement>('form button[type="submit"]');
    expect(submit?.disabled).toBe(true);
    act(() => submit?.click());
    expect(confirm).not.toHaveBeenCalled();
  });

  it('stays a plain body without one (the borrower dialogs)', () => {
    const dialog = shown([{ key: 'ok', text: 'OK', onClick: () => undefined }]);
    expect(dialog.querySelector('form')).toBeNull();
    expect(dialog.querySelector('div.dialog__body button')?.getAttribute('type')).toBe('button');
  });
});

import type { DialogAction } from '@/components/dialog.tsx';

/**
 * A desk question's two answers, for the app's one `Dialog`: Cancel closes it; the confirming action (also what Enter
 * in one of its fields takes) acts, then closes it.
 */
export function confirmActions(answers: {
  cancel: string;
  confirm: string;
  disabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}): DialogAction[] {
  return [
    { key: 'cancel', text: answers.cancel, onClick: answers.onClose },
    {
      key: 'confirm',
      text: answers.confirm,
      primary: true,
      submit: true,
      disabled: answers.disabled === true,
      onClick: () => {
        answers.onConfirm();
        answers.onClose();
      },
    },
  ];
}

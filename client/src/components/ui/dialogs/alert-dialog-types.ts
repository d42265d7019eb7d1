/** What an alert dialog shows (apart, so the lazily loaded panels and their opener share it without a circle). */

export type Tone = 'error' | 'info' | 'success';

export interface Message {
  title: string;
  text: string;
  tone: Tone;
  /** Runs after the dialog closed; `focus` puts the focus where the person should go on. */
  afterClose?: () => void;
}

export interface Question {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
}
